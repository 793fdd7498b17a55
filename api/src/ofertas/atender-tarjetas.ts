// The card thread: draws each card it is sent and sends the PNG back.
import type { CardContent } from '@portal/shared/metadatos';
import { atenderTrabajos } from '../hilos/atender-trabajos';
import { dibujarTarjetaSincrona } from './tarjeta-svg';

atenderTrabajos<CardContent>((card) => dibujarTarjetaSincrona(card));
