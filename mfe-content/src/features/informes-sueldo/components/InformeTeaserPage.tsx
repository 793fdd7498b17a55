import { cargosConSueldoQueryKey, getCargosConSueldo, useQuery } from '@portal/shared/api';
import { slugify } from '@portal/shared/format';
import { href } from '@portal/shared/routes';
import { portalConfigAtom } from '@portal/shared/state';
import { Button, PageTitle, TextField } from '@portal/shared/ui';
import { useAtomValue } from 'jotai';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useResumenSueldo } from '../hooks/useResumenSueldo';
import { cargoDeMuestra } from '../lib/muestra';
import { CifrasSueldo } from './CifrasSueldo';
import { Contenido } from './InformeCargado';

const Buscar = styled.form`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  > div { width: 100%; max-width: 28rem; }
`;

const Cargos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a { display: inline-block; padding: 0.5rem 0; }
`;

function Muestra({ cargo }: { cargo: string }) {
  const state = useResumenSueldo(cargo);
  // The sample is a bonus: without it the page still explains the reports.
  if (state.status !== 'ready' || !state.data.general) return null;
  return (
    <section aria-labelledby="muestra">
      <h2 id="muestra">Ejemplo: {state.data.cargo}</h2>
      <CifrasSueldo resumen={state.data} />
    </section>
  );
}

/** The positions whose report opens on this portal (each portal counts its own offers), and a sample among them. */
function CargosConSueldo() {
  const { idDominio } = useAtomValue(portalConfigAtom);
  const { data } = useQuery(cargosConSueldoQueryKey(idDominio), (signal) => getCargosConSueldo(idDominio, signal));
  if (!data) return null;
  const muestra = cargoDeMuestra(data.cargos);
  return (
    <>
      <nav aria-labelledby="cargos">
        <h2 id="cargos">Cargos consultados</h2>
        <Cargos>
          {data.cargos.map(({ nombre, slug }) => (
            <li key={slug}>
              <Link to={href('informesDeSueldo', { teaser: slug })}>{nombre}</Link>
            </li>
          ))}
        </Cargos>
      </nav>
      {muestra && <Muestra cargo={muestra} />}
    </>
  );
}

/** `/informe-de-sueldo-teaser`: what a salary report gives, a search by position and a live sample. */
export function InformeTeaserPage() {
  const navigate = useNavigate();
  const [cargo, setCargo] = useState('');
  const enviar = (event: FormEvent) => {
    event.preventDefault();
    const slug = slugify(cargo);
    if (slug) void navigate(href('informesDeSueldo', { teaser: slug }));
  };
  return (
    <Contenido>
      <PageTitle>Informes de sueldo</PageTitle>
      <p>
        Antes de postular o negociar, mira cuánto se ofrece por tu cargo. Cada informe reúne los sueldos publicados en las ofertas vigentes y de los últimos 12 meses: el sueldo
        mediano, el rango habitual, cómo se reparten y cómo cambian por región y por años de experiencia. Con tu cuenta, el informe completo suma el sueldo por jornada y
        dónde queda tu pretensión de renta.
      </p>
      <Buscar onSubmit={enviar} role="search" aria-label="Buscar informe de sueldo">
        <TextField label="¿Qué cargo te interesa?" name="cargo" value={cargo} onChange={(e) => setCargo(e.target.value)} maxLength={80} required />
        <Button type="submit">Ver informe</Button>
      </Buscar>
      <CargosConSueldo />
      <p>
        ¿Quieres tus informes completos guardados y ver cómo se compara tu perfil con el de los demás postulantes? <Link to={href('planPremium')}>Conoce el plan premium</Link>.
      </p>
    </Contenido>
  );
}
