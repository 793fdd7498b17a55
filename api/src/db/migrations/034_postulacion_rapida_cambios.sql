-- Issue 25, quick apply: a result card marks an offer that asks nothing but the portal's CV
-- (admitePostulacionRapida), so the search copy must also hear of what decides it: the offer's link and
-- institution flag, and its questions, documents and institutions (registro-cambios.ts reads them as
-- changes of their offer).
DROP TRIGGER oferta_busqueda_cambio ON oferta;
CREATE TRIGGER oferta_busqueda_cambio
  AFTER INSERT OR DELETE OR UPDATE OF id_oferta, estado, fecha_publicacion, fecha_expiracion, id_empresa, id_comuna, confidencial,
    mostrar_sueldo, sueldo, nombre_moneda, anios_experiencia, jornada, grado_escolar, es_inclusivo, tipo_curriculum_aceptado,
    nombre_area, nombre_tipo_cargo, carreras, nombre_cargo, descripcion_texto, busqueda,
    link_postulacion_externo, postulacion_valida_institucion
  ON oferta FOR EACH ROW EXECUTE FUNCTION busqueda_cambio_anotar();

CREATE TRIGGER oferta_pregunta_busqueda_cambio AFTER INSERT OR UPDATE OR DELETE
  ON oferta_pregunta FOR EACH ROW EXECUTE FUNCTION busqueda_cambio_anotar();
CREATE TRIGGER oferta_documento_busqueda_cambio AFTER INSERT OR UPDATE OR DELETE
  ON oferta_documento FOR EACH ROW EXECUTE FUNCTION busqueda_cambio_anotar();
CREATE TRIGGER oferta_institucion_busqueda_cambio AFTER INSERT OR UPDATE OR DELETE
  ON oferta_institucion FOR EACH ROW EXECUTE FUNCTION busqueda_cambio_anotar();
CREATE TRIGGER oferta_pregunta_vacia_busqueda_cambio AFTER TRUNCATE
  ON oferta_pregunta FOR EACH STATEMENT EXECUTE FUNCTION busqueda_cambio_anotar();
CREATE TRIGGER oferta_documento_vacia_busqueda_cambio AFTER TRUNCATE
  ON oferta_documento FOR EACH STATEMENT EXECUTE FUNCTION busqueda_cambio_anotar();
CREATE TRIGGER oferta_institucion_vacia_busqueda_cambio AFTER TRUNCATE
  ON oferta_institucion FOR EACH STATEMENT EXECUTE FUNCTION busqueda_cambio_anotar();
