/** The toolbar's chunk, fetched when a button is first reached for (./aids-button.tsx) or pressed (./aids-host.tsx). */
export const loadToolbar = () => import('./aids-toolbar');

export const warmToolbar = () => void loadToolbar().catch(() => undefined);
