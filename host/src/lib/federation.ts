// The host's only door to the federation runtime. Jest maps '@module-federation/enhanced/runtime' to
// src/testing/federation-runtime.ts, so components that load remotes are tested without a network.
export { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
