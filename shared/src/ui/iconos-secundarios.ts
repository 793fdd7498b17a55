// The icons no first view of the search pages draws (the CV's lists, the share menu's networks, the fair's
// pavilions): a shared module of their own (@portal/shared/iconos-secundarios), so those pages never fetch
// their drawings (issue 27). Drawn as the kit's other icons (iconos.tsx).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./lucide-iconos.d.ts" />
import ArrowDown from 'lucide/dist/esm/icons/arrow-down.mjs';
import ArrowRight from 'lucide/dist/esm/icons/arrow-right.mjs';
import ArrowUp from 'lucide/dist/esm/icons/arrow-up.mjs';
import Check from 'lucide/dist/esm/icons/check.mjs';
import Copy from 'lucide/dist/esm/icons/copy.mjs';
import Mail from 'lucide/dist/esm/icons/mail.mjs';
import Pencil from 'lucide/dist/esm/icons/pencil.mjs';
import Trash from 'lucide/dist/esm/icons/trash.mjs';
import { dibujo } from '@portal/shared/ui';

export const IconoCopiar = dibujo(Copy, 'IconoCopiar');
export const IconoCorreo = dibujo(Mail, 'IconoCorreo');
export const IconoHecho = dibujo(Check, 'IconoHecho');
export const IconoEliminar = dibujo(Trash, 'IconoEliminar');
export const IconoEditar = dibujo(Pencil, 'IconoEditar');
export const IconoSubir = dibujo(ArrowUp, 'IconoSubir');
export const IconoBajar = dibujo(ArrowDown, 'IconoBajar');
export const IconoSiguiente = dibujo(ArrowRight, 'IconoSiguiente');
