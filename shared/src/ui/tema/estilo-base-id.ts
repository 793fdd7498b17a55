/**
 * The <style> the edge writes with CSS_BASE (estilo-base.ts) into every page it serves, before the portal's theme.
 * A module of its own: a page that finds it never loads the base style's code.
 */
export const ESTILO_BASE_ID = 'estilo-base';
