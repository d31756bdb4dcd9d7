/** The page's stylesheet: a phone-sized column in the injected wallet's colours. */
export const pageStyles = `
* { box-sizing: border-box; }
body {
  margin: 0; min-height: 100vh; background: #0b0c10; color: #e8eaf0;
  font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;
  display: flex; justify-content: center;
}
main { width: 100%; max-width: 420px; padding: 20px 16px 40px; display: flex; flex-direction: column; gap: 14px; }
header { display: flex; align-items: center; gap: 10px; }
header img { width: 36px; height: 36px; border-radius: 10px; }
header h1 { margin: 0; font-size: 17px; font-weight: 650; flex: 1; }
.chip { padding: 3px 9px; border-radius: 999px; background: #232733; color: #b8bfd0; font-size: 12px; white-space: nowrap; }
.chip.ready { background: #12341f; color: #7ee2a0; }
section {
  background: #15171c; border: 1px solid #2a2e38; border-radius: 14px; padding: 14px;
  display: flex; flex-direction: column; gap: 10px;
}
section h2 { margin: 0; font-size: 13px; font-weight: 600; color: #9aa1b1; text-transform: uppercase; letter-spacing: 0.04em; }
.row { display: flex; align-items: center; gap: 8px; }
.label { color: #9aa1b1; font-size: 12px; min-width: 64px; }
.mono { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; overflow-wrap: anywhere; }
input, select {
  font: inherit; flex: 1; min-width: 0; padding: 9px 11px; border-radius: 10px; border: 1px solid #343a48;
  background: #0d0f13; color: #e8eaf0;
}
input:focus-visible, select:focus-visible, button:focus-visible { outline: 2px solid #8ea6ff; outline-offset: 2px; }
button {
  font: inherit; font-weight: 600; padding: 9px 14px; border-radius: 10px; cursor: pointer;
  border: 1px solid #343a48; background: #232733; color: #e8eaf0; white-space: nowrap;
}
button:hover { filter: brightness(1.12); }
button:disabled { opacity: 0.5; cursor: default; filter: none; }
button.primary { background: #5b7cfa; border-color: transparent; color: #fff; }
button.danger { background: #3a1d22; border-color: #5a2a32; color: #ffb4bd; }
.actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.dapp { display: flex; align-items: center; gap: 12px; }
.avatar {
  position: relative; flex: none; width: 44px; height: 44px; border-radius: 12px; overflow: hidden;
  display: grid; place-items: center; font-size: 20px; font-weight: 700; color: #fff;
  background: linear-gradient(135deg, #5b7cfa, #8b5cf6);
}
.avatar img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; background: #232733; }
.dapp .name { font-size: 16px; font-weight: 650; color: #fff; }
.dapp .url { font-size: 12px; color: #8ea6ff; overflow-wrap: anywhere; }
.description { margin: 0; color: #c9cdd8; font-size: 13px; }
.proposal { border-color: #5b7cfa; box-shadow: 0 0 0 1px #5b7cfa33, 0 18px 48px rgba(0, 0, 0, 0.35); }
.namespace { background: #0d0f13; border: 1px solid #242833; border-radius: 10px; padding: 10px 12px; display: grid; gap: 4px; }
.namespace .title { font-weight: 600; color: #fff; }
.namespace .title small { font-weight: 500; color: #9aa1b1; margin-inline-start: 6px; }
.tags { display: flex; flex-wrap: wrap; gap: 4px; }
.tag { padding: 1px 7px; border-radius: 6px; background: #232733; color: #c9cdd8; font-size: 11.5px; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.tag.missing { background: #3a1d22; color: #ffb4bd; }
.problems { margin: 0; padding: 8px 12px; border-radius: 10px; background: #3a1d22; color: #ffb4bd; font-size: 13px; }
.empty { color: #9aa1b1; font-size: 13px; margin: 0; }
.session { display: grid; gap: 8px; padding-block: 4px; }
.session + .session { border-top: 1px solid #2a2e38; padding-top: 12px; }
.status { margin: 0; padding: 9px 12px; border-radius: 10px; background: #15171c; border: 1px solid #2a2e38; font-size: 13px; }
.status[data-kind='success'] { border-color: #1f5a35; color: #7ee2a0; }
.status[data-kind='error'] { border-color: #5a2a32; color: #ffb4bd; }
`
