import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router-dom';

/**
 * A 404 for a path whose route matched but whose data does not exist (an unknown landing, pavilion, CMS page
 * or news item). Thrown while rendering, it reaches the host's errorElement, which shows its not-found page ("Page not
 * found: {path}") as `isRouteErrorResponse` recognises this object; `data()` and `Response` are only converted
 * in loaders.
 */
export function notFound(): never {
  throw new ErrorResponse(404, 'Not Found', null);
}
