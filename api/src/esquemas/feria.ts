// Answers of the fair's routes (/api/feria/*), the shapes of @portal/shared/contract's feria.ts.
import { Type } from 'typebox';
import { Nullable } from './comunes';

const Pabellon = { llaveOpcionCategoria: Type.String(), nombreOpcionCategoria: Type.String() };
const Fecha = (description: string) => Type.String({ description: `${description} (ISO 8601)` });

export const OpcionesCategoria = Type.Object({ opcionesCategoria: Type.Array(Type.Object({ idOpcionCategoria: Type.Integer(), ...Pabellon })) });

const empresa = {
  idEmpresa: Type.Integer(),
  nombreEmpresa: Type.String(),
  descripcion: Type.String(),
  urlLogo: Nullable(Type.String()),
  cantidadVacantes: Type.Integer({ description: 'Puestos de sus ofertas vigentes' }),
  pabellon: Type.Object(Pabellon),
  stand: Type.String({ description: 'Slug del stand en su pabellón' }),
};

export const EmpresasFeria = Type.Object({ empresas: Type.Array(Type.Object(empresa)) });

export const EmpresasPabellon = Type.Object({
  pabellon: Type.Object({ idOpcionCategoria: Type.Integer(), ...Pabellon }),
  empresas: Type.Array(Type.Object(empresa)),
});

export const HomeFeria = Type.Object({
  idDominio: Type.Integer(),
  nombre: Type.String(),
  descripcion: Type.String(),
  fechaInicio: Fecha('Apertura'),
  fechaTermino: Fecha('Cierre'),
  preRegistroHabilitado: Type.Boolean(),
  estado: Type.Union([Type.Literal('POR_ABRIR'), Type.Literal('ABIERTA'), Type.Literal('TERMINADA')], { description: 'Según la fecha del servidor' }),
  cifras: Type.Object({ empresas: Type.Integer(), ofertas: Type.Integer(), vacantes: Type.Integer() }),
});

const Imagen = Type.Object({ url: Type.String(), alt: Type.String(), ancho: Type.Integer(), alto: Type.Integer() });

export const StandFeria = Type.Object({
  ...empresa,
  presentacion: Type.String(),
  logo: Nullable(Type.Object({ url: Type.String(), ancho: Type.Integer(), alto: Type.Integer() })),
  urlVideo: Nullable(Type.String()),
  imagenes: Type.Array(Imagen),
  beneficios: Type.Array(Type.String()),
  ofertas: Type.Array(
    Type.Object({
      idOferta: Type.Integer(),
      nombreCargo: Type.String(),
      vacantes: Type.Integer(),
      nombreComuna: Type.String(),
      nombreRegion: Type.String(),
      fechaPublicacion: Fecha('Publicación'),
    }),
  ),
});

export const PreRegistro = Type.Object({
  idDominio: Type.Integer(),
  nombreFeria: Type.String(),
  dominio: Type.String({ description: 'Nombre de host del portal de la feria' }),
  fechaInicio: Fecha('Apertura'),
  fechaTermino: Fecha('Cierre'),
  fecha: Fecha('Preinscripción'),
});

export const PreRegistros = Type.Object({ preRegistros: Type.Array(PreRegistro) });
