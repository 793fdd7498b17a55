export * from './portal';
export * from './oferta';
export * from './busqueda';
export * from './sesion';
export * from './feria';
export * from './noticia';
export * from './misc';
export * from './canal';
