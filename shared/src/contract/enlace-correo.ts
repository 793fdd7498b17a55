/**
 * The shape of an e-mail link's signed token, as the api reads it (api/src/auth/tokens-enlace.ts): three
 * base64url parts (a JWT) of at most 4096 characters. A link an e-mail client cut, or a mistyped one, fails it:
 * its page explains the link without asking the api.
 */
export const esTokenEnlaceCorreo = (token: string): boolean => token.length <= 4096 && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);
