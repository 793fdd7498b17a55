import { searchResultsUrl } from './search-url';

describe('searchResultsUrl', () => {
  it('carries the trimmed keyword as palabraClave', () => {
    expect(searchResultsUrl('  cajero bancario ')).toBe('/trabajo-empleo?palabraClave=cajero+bancario');
  });

  it('encodes characters that are not safe in a query', () => {
    expect(searchResultsUrl('ñuñoa & co')).toBe('/trabajo-empleo?palabraClave=%C3%B1u%C3%B1oa+%26+co');
  });

  it('leaves the query out when there is no keyword', () => {
    expect(searchResultsUrl('   ')).toBe('/trabajo-empleo');
  });
});
