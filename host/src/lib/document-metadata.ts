import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { portalConfigAtom } from '@portal/shared/state';

export interface DocumentMetadata {
  title: string;
  description: string;
  /** Indexable; otherwise robots noindex. */
  index: boolean;
}

function setMeta(name: string, content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/** Title ("Noticias | <portal>"), description and robots of the page on screen. */
export function useDocumentMetadata({ title, description, index }: DocumentMetadata): void {
  const { nombre } = useAtomValue(portalConfigAtom);
  useEffect(() => {
    document.title = `${title} | ${nombre}`;
    setMeta('description', description);
    setMeta('robots', index ? 'index, follow' : 'noindex');
  }, [title, description, index, nombre]);
}
