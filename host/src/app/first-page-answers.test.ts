import { createMemoryRouter } from 'react-router-dom';
import { firstPageAnswers } from './first-page-answers';

const routerAt = (path: string) => createMemoryRouter([{ path: '*', element: null }], { initialEntries: [path] });

it("keeps the edge's answers while the visitor stays on the page it rendered, and drops them on the next page", async () => {
  const router = routerAt('/trabajo/cajero-123');
  const answers = firstPageAnswers({ 'oferta:123': { idOferta: 123 } }, router);
  expect(answers.get('oferta:123')).toEqual({ idOferta: 123 });
  await router.navigate('/trabajo-empleo');
  expect(answers.size).toBe(0);
  router.dispose();
});

it('has nothing to keep for a page the edge did not render, or a disabled portal without a router', () => {
  expect(firstPageAnswers(undefined, routerAt('/')).size).toBe(0);
  expect(firstPageAnswers({ 'oferta:1': {} }, null).get('oferta:1')).toEqual({});
});
