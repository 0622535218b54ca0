/*
 * The script embed: <script src="https://…/widget/embed.js" data-goodhive-widget="/frontgivingwidget/…" async>
 * puts the widget in a frame right after the script tag and keeps the frame as tall as the widget.
 * It runs on other people's websites, so it touches nothing but the frame it adds.
 */
(() => {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script) return;
  const path = script.dataset.goodhiveWidget;
  if (!path || !path.startsWith('/frontgivingwidget/')) return;
  const origin = new URL(script.src).origin;
  const frame = document.createElement('iframe');
  frame.src = origin + path;
  frame.title = script.dataset.title || 'Goodhive impact';
  frame.width = script.dataset.width || '300';
  frame.height = script.dataset.height || '200';
  frame.loading = 'lazy';
  frame.style.border = '0';
  frame.style.maxWidth = '100%';
  frame.style.colorScheme = 'normal';
  script.after(frame);
  window.addEventListener('message', (event: MessageEvent<{ type?: string; height?: number }>) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    if (event.data?.type === 'goodhive-widget-size' && typeof event.data.height === 'number' && event.data.height > 0) {
      frame.height = String(Math.min(2000, Math.ceil(event.data.height)));
    }
  });
})();
