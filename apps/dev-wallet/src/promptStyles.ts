/** The prompt's stylesheet, scoped by its shadow root. */
export const promptStyles = `
:host { all: initial; }
.backdrop {
  position: fixed; inset: 0; z-index: 2147483647; display: flex; align-items: flex-start; justify-content: flex-end;
  padding: 16px; background: rgba(8, 10, 14, 0.45);
  font: 14px/1.45 system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif;
}
.card {
  box-sizing: border-box; width: 320px; max-height: calc(100vh - 32px); display: flex; flex-direction: column;
  gap: 12px; padding: 16px; border-radius: 14px; background: #15171c; color: #e8eaf0;
  border: 1px solid #2a2e38; box-shadow: 0 18px 48px rgba(0, 0, 0, 0.45);
}
.head { display: flex; align-items: center; gap: 8px; font-size: 12px; color: #9aa1b1; }
.head img { width: 20px; height: 20px; border-radius: 5px; }
.head .name { flex: 1; font-weight: 600; color: #c9cdd8; }
.pill { padding: 2px 8px; border-radius: 999px; background: #232733; color: #b8bfd0; white-space: nowrap; }
h1 { margin: 0; font-size: 18px; font-weight: 650; letter-spacing: -0.01em; color: #fff; }
.meta { display: grid; gap: 2px; font-size: 12px; color: #9aa1b1; }
.meta b { font-weight: 500; color: #c9cdd8; font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.summary {
  margin: 0; padding: 10px 12px; min-height: 40px; max-height: 240px; overflow: auto; border-radius: 10px;
  background: #0d0f13; border: 1px solid #242833; color: #e8eaf0; font-size: 12.5px; line-height: 1.5;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; white-space: pre-wrap; overflow-wrap: anywhere;
}
.actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
button {
  font: inherit; font-weight: 600; padding: 9px 12px; border-radius: 10px; cursor: pointer;
  border: 1px solid transparent; transition: filter 0.1s;
}
button:hover { filter: brightness(1.12); }
button:focus-visible { outline: 2px solid #8ea6ff; outline-offset: 2px; }
.reject { background: #232733; color: #e8eaf0; border-color: #343a48; }
.approve { background: #5b7cfa; color: #fff; }
`
