export { theme, valorDeToken, type Theme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { Button, SecondaryButton, ButtonLink, SecondaryButtonLink } from './Button';
export { Spinner } from './Spinner';
export { VisuallyHidden } from './VisuallyHidden';
export { Skeleton, SkeletonBlock, SkeletonLine } from './Skeleton';
export { Alert } from './Alert';
export { TextField, ErrorText, HintText, Field, cajaDeControl, describedBy, type TextFieldProps } from './TextField';
export { PortalProviders } from './PortalProviders';
export { LoadError } from './LoadError';
export { lazyNamed, lazyPage, PaginaPorNavegacion, type LazyPage } from './lazy-page';
export { PageStack, PageTitle, Pila } from './Page';
export { FechaRelativa } from './FechaRelativa';
export { Tag } from './Tag';
export { IconButton, type IconButtonProps } from './IconButton';
export { Card, CardLink } from './Card';
export { LogoEmpresa } from './LogoEmpresa';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ChipLink, ChipList } from './ChipLink';
export { Fecha } from './Fecha';
export { useDisclosure } from './useDisclosure';
export {
  IconoBajar,
  IconoCerrar,
  IconoCompartir,
  IconoCopiar,
  IconoCorreo,
  IconoDesplegar,
  IconoEditar,
  IconoEliminar,
  IconoEstrella,
  IconoHecho,
  IconoMenu,
  IconoSiguiente,
  IconoSubir,
  type IconoProps,
} from './iconos';
