// Which peers may tell the api who the client is (X-Forwarded-For) and which origin it asked for
// (X-Forwarded-Host/-Proto): only the portal's edge, which overwrites those headers. Anyone else's
// headers are ignored, so a client cannot pick its own address (and a fresh login allowance with it).
// API_TRUSTED_PROXIES: the edge's addresses or CIDR ranges, comma-separated; by default loopback, where
// `npm start` runs the edge.
export function proxiesConfiables(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.API_TRUSTED_PROXIES ?? '127.0.0.1,::1')
    .split(',')
    .map((direccion) => direccion.trim())
    .filter(Boolean);
}
