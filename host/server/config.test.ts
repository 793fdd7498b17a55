import { edgeStartFromEnv } from './config';

describe('the edge configuration, read once at start', () => {
  it('listens on loopback at 8080 and renders on the server by default', () => {
    expect(edgeStartFromEnv({})).toMatchObject({ port: 8080, bind: '127.0.0.1', serverRendering: true, logRequests: false });
  });

  it('stops the start on a port that is not one, naming HOST_PORT', () => {
    expect(() => edgeStartFromEnv({ HOST_PORT: '80a' })).toThrow('HOST_PORT no es un puerto válido: 80a');
  });
});
