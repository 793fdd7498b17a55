import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { firstPageAnswers } from './first-page-answers';

const historyAt = (path: string) => createMemoryHistory({ initialEntries: [path], v5Compat: true });

it("keeps the edge's answers while the visitor stays on the page it rendered, and drops them on the next page", () => {
  const history = historyAt('/trabajo/cajero-123');
  const answers = firstPageAnswers({ 'oferta:123': { idOferta: 123 } }, history);
  expect(answers.get('oferta:123')).toEqual({ idOferta: 123 });
  history.push('/trabajo-empleo');
  expect(answers.size).toBe(0);
});

it('has nothing to keep for a page the edge did not render, or a disabled portal without a router', () => {
  expect(firstPageAnswers(undefined, historyAt('/')).size).toBe(0);
  expect(firstPageAnswers({ 'oferta:1': {} }, null).get('oferta:1')).toEqual({});
});
