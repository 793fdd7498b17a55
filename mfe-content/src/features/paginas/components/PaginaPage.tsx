import { useParams } from 'react-router-dom';
import { PaginaContenido } from './PaginaContenido';

/** `/page/{page}`: the CMS page the portal defines under that slug (the router has checked its shape). */
export function PaginaPage() {
  const slug = useParams().page ?? '';
  return <PaginaContenido key={slug} slug={slug} />;
}
