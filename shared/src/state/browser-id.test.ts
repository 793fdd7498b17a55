import { BROWSER_ID_COOKIE, ensureBrowserId } from '@portal/shared/state';

afterEach(() => {
  jest.restoreAllMocks();
  document.cookie = `${BROWSER_ID_COOKIE}=; Max-Age=0; Path=/`;
});

describe('browser id', () => {
  it('writes a random id in a cookie that lives 2147483647 seconds', () => {
    const written: string[] = [];
    const setter = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')?.set;
    jest.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, value: string) {
      written.push(value);
      setter?.call(this, value);
    });

    const id = ensureBrowserId();

    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(written).toEqual([`idNavegador=${id}; Max-Age=2147483647; Path=/; SameSite=Lax`]);
  });

  it('keeps the id of the first visit', () => {
    const first = ensureBrowserId();
    expect(ensureBrowserId()).toBe(first);
  });

  it('gives another browser another id', () => {
    const first = ensureBrowserId();
    document.cookie = `${BROWSER_ID_COOKIE}=; Max-Age=0; Path=/`;
    expect(ensureBrowserId()).not.toBe(first);
  });
});
