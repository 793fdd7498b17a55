import { screen } from '@testing-library/react';
import { deferredReply, stubApi } from './stub-api';

/**
 * The start of the tests that say "shows a skeleton, then …": the api holds its answer while `render` draws
 * the page, the page's status reads `cargando`, and `release(body)` answers. `jwt`: the signed-in candidate's.
 */
export function renderWhileLoading(render: () => unknown, cargando: string, { jwt = null }: { jwt?: string | null } = {}) {
  const reply = deferredReply();
  const { requests } = stubApi(() => reply.promise, { jwt });
  render();
  expect(screen.getByRole('status')).toHaveTextContent(cargando);
  return { requests, release: (body: unknown) => reply.release({ body }) };
}
