// The one HTML page of every app (the host shell, a remote's standalone dev page): a root element and the
// scripts html-webpack-plugin injects. Title and description are replaced per route at run time.

/** @param {{ title: string, description: string }} page */
function htmlTemplate({ title, description }) {
  return `<!doctype html>
<html lang="es-CL">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="${description}" />
    <meta name="theme-color" content="#0b5cad" />
    <link rel="icon" href="data:," />
    <title>${title}</title>
  </head>
  <body>
    <noscript>Activa JavaScript para usar el portal de empleo.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
}

module.exports = { htmlTemplate };
