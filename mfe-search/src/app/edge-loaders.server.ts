// The server build's twin of edge-loaders.ts: the edge renders first views with these loaders' data.
export { loaders } from './loaders';
