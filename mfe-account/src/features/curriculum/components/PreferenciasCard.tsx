import { guardarPerfilCurriculum } from '@portal/shared/api';
import {
  DISPONIBILIDADES,
  ETIQUETAS_DISPONIBILIDAD,
  ETIQUETAS_JORNADA,
  ETIQUETAS_MODALIDAD,
  JORNADAS,
  LICENCIAS_CONDUCIR,
  MODALIDADES,
  type Curriculum,
  type PerfilCurriculum,
} from '@portal/shared/contract';
import { Alert } from '@portal/shared/ui';
import { CheckboxField, SelectField } from '@portal/shared/formularios';
import { useState, type SubmitEvent } from 'react';
import styled from 'styled-components';
import { FormGrid } from '../../../components/FormCard';
import { SubmitButton } from '../../../components/SubmitButton';
import { useAccion } from '../../../lib/useAccion';
import { Tarjeta } from './Tarjeta';

const Grupo = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  border: 0;
  legend { padding: 0; margin-bottom: 0.5rem; font-weight: 600; }
`;

type Listas = Pick<PerfilCurriculum, 'jornadas' | 'modalidades' | 'licencias'>;

const LICENCIAS: Record<(typeof LICENCIAS_CONDUCIR)[number], string> = {
  A1: 'A1 (taxis)',
  A2: 'A2 (taxis y ambulancias)',
  A3: 'A3 (transporte de pasajeros)',
  A4: 'A4 (carga simple)',
  A5: 'A5 (carga pesada)',
  B: 'B (automóviles)',
  C: 'C (motocicletas)',
  D: 'D (maquinaria)',
  E: 'E (tracción animal)',
  F: 'F (vehículos especiales)',
};

interface Props {
  curriculum: Curriculum;
  onCambio: (curriculum: Curriculum) => void;
}

/** Availability, working hours, work mode and driving licence classes (Chile's A1-A5, B, C, D, E, F). */
export function PreferenciasCard({ curriculum, onCambio }: Props) {
  const { perfil } = curriculum;
  const [disponibilidad, setDisponibilidad] = useState(perfil.disponibilidad ?? '');
  const [listas, setListas] = useState<Listas>({ jornadas: perfil.jornadas, modalidades: perfil.modalidades, licencias: perfil.licencias });
  const { ejecutar, trabajando, error } = useAccion();
  const [listo, setListo] = useState(false);

  const casillas = <K extends keyof Listas>(campo: K, valores: readonly Listas[K][number][], etiqueta: (valor: Listas[K][number]) => string) =>
    valores.map((valor) => (
      <CheckboxField
        key={valor}
        label={etiqueta(valor)}
        checked={(listas[campo] as string[]).includes(valor)}
        onChange={(e) => {
          const actuales = listas[campo] as string[];
          setListas({ ...listas, [campo]: e.target.checked ? [...actuales, valor] : actuales.filter((v) => v !== valor) });
        }}
      />
    ));

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setListo(false);
    if (trabajando) return;
    void ejecutar(async () => {
      onCambio(await guardarPerfilCurriculum({ ...perfil, ...listas, disponibilidad: (disponibilidad || null) as PerfilCurriculum['disponibilidad'] }));
      setListo(true);
    });
  }

  return (
    <Tarjeta titulo="Preferencias" seccion="preferencias">
      <FormGrid noValidate onSubmit={handleSubmit} aria-busy={trabajando}>
        {error ? <Alert>{error}</Alert> : null}
        {listo ? <Alert tone="info">Guardamos tus preferencias.</Alert> : null}
        <SelectField
          label="Disponibilidad"
          placeholder="Sin indicar"
          options={DISPONIBILIDADES.map((value) => ({ value, label: ETIQUETAS_DISPONIBILIDAD[value] }))}
          value={disponibilidad}
          onChange={(e) => setDisponibilidad(e.target.value)}
        />
        <Grupo>
          <legend>Jornada</legend>
          {casillas('jornadas', JORNADAS, (j) => ETIQUETAS_JORNADA[j])}
        </Grupo>
        <Grupo>
          <legend>Modalidad</legend>
          {casillas('modalidades', MODALIDADES, (m) => ETIQUETAS_MODALIDAD[m])}
        </Grupo>
        <Grupo>
          <legend>Licencia de conducir</legend>
          {casillas('licencias', LICENCIAS_CONDUCIR, (l) => LICENCIAS[l])}
        </Grupo>
        <div>
          <SubmitButton working={trabajando} label="Guardar preferencias" workingLabel="Guardando…" />
        </div>
      </FormGrid>
    </Tarjeta>
  );
}
