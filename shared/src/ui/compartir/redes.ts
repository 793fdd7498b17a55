// Share links of a page (SPEC.md section 2): its canonical URL tagged per network with utm_source={red},
// utm_medium=social, utm_campaign=compartir-{red}, inside each network's share URL. Offers and news use them.

export const REDES = ['whatsapp', 'twitter', 'linkedin', 'facebook'] as const;
export type Red = (typeof REDES)[number];

export const NOMBRE_RED: Readonly<Record<Red, string>> = {
  whatsapp: 'WhatsApp',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
};

/** The page URL with the network's UTM tags; any earlier query and hash are dropped. */
export function urlConUtm(canonical: string, red: Red): string {
  const url = new URL(canonical);
  url.search = '';
  url.hash = '';
  url.searchParams.set('utm_source', red);
  url.searchParams.set('utm_medium', 'social');
  url.searchParams.set('utm_campaign', `compartir-${red}`);
  return url.href;
}

/** The network's own share page for `url` (already tagged and possibly shortened), with the page's title. */
export function enlaceDeRed(red: Red, url: string, titulo: string): string {
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  switch (red) {
    case 'whatsapp':
      return `https://api.whatsapp.com/send?${query({ text: `${titulo} ${url}` })}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?${query({ text: titulo, url })}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?${query({ url })}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`;
  }
}
