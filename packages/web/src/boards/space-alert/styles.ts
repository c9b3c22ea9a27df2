/** The Space Alert table's own rules, kept with its components (the shared stylesheet belongs to the app). */
export const SA_CSS = `
.sa-table { display: flex; flex-direction: column; gap: 0.6rem; min-width: 0; }
.sa-table .panel { min-width: 0; }
.sa-status p { margin: 0.2rem 0; }
.sa-alert { color: var(--accent); font-weight: 600; }
.sa-left { color: var(--accent); }
.sa-heard ol { margin: 0; padding-left: 1.6rem; max-height: 12rem; overflow-y: auto; font-size: 0.9rem; }
.sa-ship { width: 100%; height: auto; max-width: 900px; }
.sa-threat.destroyed text { font-weight: 700; }
.sa-top { display: flex; gap: 0.4rem; flex-wrap: wrap; border: none; padding: 0; margin: 0 0 0.4rem; }
.sa-top legend { float: left; margin-right: 0.4rem; padding-top: 0.55rem; }
.sa-table button[aria-pressed="true"] { border-color: var(--accent); background: #4a3d12; box-shadow: 0 0 0 2px var(--accent); }
.sa-cards { display: flex; flex-wrap: wrap; gap: 0.35rem; }
.sa-card { flex: 0 0 auto; display: grid; grid-template-rows: auto auto; min-width: 4.6rem; padding: 0.25rem 0.45rem; position: relative; text-align: left; }
.sa-card .sa-half-a { font-weight: 700; }
.sa-card .sa-half-m { font-size: 0.82rem; color: var(--muted); border-top: 1px dashed var(--line); }
.sa-card .sa-count { position: absolute; top: 0.1rem; right: 0.25rem; font-size: 0.75rem; color: var(--accent); }
.sa-card.sa-heroic { border-color: #c084fc; }
.sa-card.sa-special { border-color: #34d399; }
.sa-hint { margin: 0.2rem 0; color: var(--muted); font-size: 0.9rem; }
.sa-phases { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.sa-phase { display: flex; gap: 0.25rem; flex-wrap: wrap; border: 1px solid var(--line); border-radius: 6px; padding: 0.2rem 0.35rem 0.35rem; margin: 0; min-width: 0; }
.sa-phase.locked { opacity: 0.7; }
.sa-slot { flex: 0 0 auto; width: 4.2rem; min-height: 4.2rem; padding: 0.15rem; display: grid; grid-template-rows: auto 1fr auto; text-align: center; font-size: 0.8rem; }
.sa-slot .sa-turn { font-size: 0.7rem; color: var(--muted); }
.sa-slot .sa-big { font-weight: 700; font-size: 0.85rem; }
.sa-slot .sa-small { font-size: 0.68rem; color: var(--muted); }
.sa-slot.full { background: #2d3b5c; }
.sa-slot.open { border-color: var(--ok); }
.sa-slot:disabled { opacity: 1; cursor: default; }
.sa-clock-buttons { display: flex; gap: 0.5rem; flex-wrap: wrap; }
.sa-controls { border: none; padding: 0; margin: 0 0 0.3rem; display: flex; flex-wrap: wrap; gap: 0.35rem; align-items: center; }
.sa-controls input[type="range"] { flex: 1 1 8rem; min-width: 6rem; }
.sa-frame { min-height: 2.6rem; }
.sa-framelog { font-size: 0.85rem; color: var(--muted); padding-left: 2.2rem; }
.sa-score table { border-collapse: collapse; }
.sa-score th { text-align: left; font-weight: normal; padding-right: 1rem; }
.sa-score td { text-align: right; }
@media (max-width: 500px) {
  .sa-slot { width: 3.6rem; min-height: 3.8rem; }
  .sa-card { min-width: 4rem; }
}
`;
