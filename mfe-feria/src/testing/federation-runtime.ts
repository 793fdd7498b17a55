// Stand-in for '@module-federation/enhanced/runtime' in jest (see jest.config.cjs): tests decide what a
// remote answers with jest.mocked(loadRemote).mockImplementation(...). Every remote counts as registered.
export const loadRemote = jest.fn(async (): Promise<unknown> => null);
export const registerRemotes = jest.fn();
export const getInstance = () => ({ options: { remotes: [{ name: 'mfe_search' }, { name: 'mfe_account' }] } });
