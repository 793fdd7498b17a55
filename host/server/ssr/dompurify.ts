// DOMPurify for the edge: without a DOM it returns HTML unsanitised, so the server render gets one from jsdom.
// The edge bundle hands this to @portal/shared/safe-html in place of the browser's (scripts/lib/servers.mjs).
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

export default createDOMPurify(new JSDOM('').window);
