/// The preview page's style and script, inline so the page needs nothing but the server.
enum PreviewAssets {
    static let style = """
        :root { color-scheme: light; font: 14px/1.45 system-ui, -apple-system, "Inter", sans-serif; color: #1d1d1f; background: #f5f5f7; }
        body { margin: 0; }
        header { position: sticky; top: 0; z-index: 2; display: flex; flex-wrap: wrap; align-items: baseline; gap: 6px 16px; padding: 10px 20px; background: #fff; border-bottom: 1px solid #ddd; }
        header h1 { font-size: 17px; margin: 0; }
        .status { font-size: 12px; color: #fff; background: #34c759; border-radius: 9px; padding: 1px 8px; }
        .status.offline { background: #8e8e93; }
        .status.deleted { background: #ff3b30; }
        #switches label, .overlay-switch { margin-right: 12px; font-size: 13px; }
        figure img.constraints { display: block; max-width: 100%; height: auto; border: 1px solid #d1d1d6; background: #fff; }
        figure img.constraints[hidden] { display: none; }
        main { padding: 16px 20px 40px; }
        ul.files { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 14px; }
        ul.files li { background: #fff; border-radius: 10px; padding: 10px; box-shadow: 0 1px 2px rgba(0,0,0,.08); }
        ul.files a { display: block; color: #0066cc; text-decoration: none; overflow-wrap: anywhere; }
        img.thumb, .thumb.none { display: block; height: 150px; max-width: 100%; object-fit: contain; object-position: left top; margin-bottom: 6px; }
        img.thumb { border: 1px solid #d1d1d6; background: #fff; box-sizing: border-box; }
        .state { display: block; color: #6e6e73; font-size: 12px; margin-top: 2px; }
        .state.broken { color: #d70015; font-weight: 600; }
        .error { background: #fff0f0; border: 1px solid #ff3b30; border-radius: 8px; padding: 10px 14px; margin-bottom: 16px; }
        .error pre { white-space: pre-wrap; margin: 6px 0 0; font-size: 12px; }
        .fragment { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .fragment > .error { flex-basis: 100%; }
        article.render { background: #fff; border-radius: 10px; padding: 12px 16px; box-shadow: 0 1px 2px rgba(0,0,0,.08); max-width: 100%; box-sizing: border-box; }
        /* As wide as its drawings side by side (its text wraps within them, adding no width),
           so that a matrix's renders sit in rows. */
        article.render { width: fit-content; min-width: 280px; }
        article.render > :not(.row) { contain: inline-size; }
        article.render[hidden] { display: none; }
        article h2 { font-size: 15px; margin: 0 0 4px; }
        .render-name { color: #6e6e73; font-weight: 400; }
        .chip { display: inline-block; font-size: 11px; background: #e5e5ea; border-radius: 8px; padding: 0 7px; }
        .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        figure { margin: 0; }
        /* A drawing out of the window is neither laid out nor painted (a matrix's renders and
           content-mode drawings run far below it); its size stands in for it until it scrolls in. */
        figure.drawing { content-visibility: auto; }
        figure svg { display: block; max-width: 100%; height: auto; border: 1px solid #d1d1d6; background: #fff; }
        figcaption { font-size: 12px; color: #6e6e73; margin-top: 4px; }
        figure.failed pre { color: #d70015; white-space: pre-wrap; max-width: 420px; }
        rect.hit { fill: transparent; pointer-events: all; }
        rect.hl { fill: rgba(0,122,255,.12); stroke: #007aff; stroke-width: 2; pointer-events: none; }
        rect.hl.diagnosed { fill: rgba(255,59,48,.12); stroke: #ff3b30; }
        ul.diagnostics { padding-left: 18px; }
        ul.diagnostics li { cursor: pointer; margin: 2px 0; }
        ul.diagnostics li.error code { color: #d70015; }
        ul.diagnostics li.selected { background: #fff4d6; }
        .clean { color: #248a3d; font-size: 12px; }
        #tip { position: fixed; z-index: 3; max-width: 440px; background: rgba(29,29,31,.94); color: #fff; border-radius: 8px; padding: 8px 10px; font-size: 12px; pointer-events: none; }
        #tip ul { margin: 4px 0 0; padding-left: 16px; }
        #tip .source { color: #a1a1a6; }
        .gone { color: #d70015; }
        """

    static let script = """
        (() => {
          const body = document.body, key = body.dataset.key || null;
          const content = document.getElementById('content'), tip = document.getElementById('tip');
          const status = document.getElementById('status');
          const svgNS = 'http://www.w3.org/2000/svg';
          const chosen = {};
          let latest = 0;

          const encodeKey = k => k.split('/').map(encodeURIComponent).join('/');
          const text = s => String(s).replace(/[&<>"]/g, c => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'}[c]));
          const info = article => article._info || (article._info = JSON.parse(article.querySelector('script.info').textContent));
          const number = v => Math.round(v * 100) / 100;

          // One transparent rectangle per view over each drawing, deepest last, so the pointer
          // finds the innermost view under it whatever that view paints.
          function bind() {
            for (const figure of content.querySelectorAll('figure.drawing')) {
              const svg = figure.querySelector('svg');
              if (!svg) continue;
              const data = info(figure.closest('article'));
              const origin = data.origins[figure.dataset.mode] || [0, 0];
              const layer = document.createElementNS(svgNS, 'g');
              layer.setAttribute('class', 'hits');
              const shown = svg.querySelector(':scope > g.hits');
              for (const group of svg.querySelectorAll('g[data-frame]')) {
                // Only the part of the view its clipping ancestors leave visible.
                const view = data.views[group.id.substring(group.id.indexOf('view-') + 5)];
                const seen = view && view.visible && view.visible[figure.dataset.mode];
                if (seen && (seen[2] <= 0 || seen[3] <= 0)) continue;
                const [x, y, w, h] = seen || group.dataset.frame.split(' ').map(Number);
                const rect = document.createElementNS(svgNS, 'rect');
                rect.setAttribute('class', 'hit');
                rect.setAttribute('x', x - origin[0]); rect.setAttribute('y', y - origin[1]);
                rect.setAttribute('width', Math.max(w, 1)); rect.setAttribute('height', Math.max(h, 1));
                rect.dataset.view = group.id.substring(group.id.indexOf('view-') + 5);
                rect.dataset.frame = group.dataset.frame;
                layer.appendChild(rect);
              }
              if (shown) patch(shown, layer); else svg.appendChild(layer);
            }
            switches();
            overlay();
          }

          // A diagnostic clicked: its views highlighted in every drawing of its render.
          content.addEventListener('click', event => {
            const item = event.target.closest && event.target.closest('ul.diagnostics li');
            if (!item) return;
            const article = item.closest('article'), on = !item.classList.contains('selected');
            article.querySelectorAll('li.selected').forEach(other => other.classList.remove('selected'));
            article.querySelectorAll('rect.hl.diagnosed').forEach(r => r.remove());
            if (!on) return;
            item.classList.add('selected');
            const views = item.dataset.views.split(' ').filter(Boolean);
            for (const figure of article.querySelectorAll('figure.drawing')) highlight(figure, views, 'hl diagnosed');
          });

          // What the page adds to a drawing itself (the hit layer, highlights, the constraint
          // image); a new answer from the server never has them.
          const own = node => node.nodeType === 1 && (node.matches('g.hits, rect.hl, img.constraints'));

          // Brings the page to a new answer touching only what differs: a save that moves one
          // view costs the browser the style, layout and paint of that view, not of every
          // drawing on the page (SVG text is laid out again whenever it is replaced).
          function patch(old, fresh) {
            if (old.nodeType !== 1) { if (old.nodeValue !== fresh.nodeValue) old.nodeValue = fresh.nodeValue; return; }
            for (const name of old.getAttributeNames()) if (!fresh.hasAttribute(name)) old.removeAttribute(name);
            for (const name of fresh.getAttributeNames()) {
              const value = fresh.getAttribute(name);
              if (old.getAttribute(name) !== value) old.setAttribute(name, value);
            }
            patchChildren(old, fresh);
          }

          function patchChildren(old, fresh) {
            const mine = [...old.childNodes].filter(node => !own(node)), theirs = [...fresh.childNodes];
            const anchor = [...old.childNodes].find(own) || null;
            for (let i = 0; i < theirs.length; i++) {
              const a = mine[i], b = theirs[i];
              if (!a) { old.insertBefore(b, anchor); continue; }
              if (a.nodeType !== b.nodeType || a.nodeName !== b.nodeName) { old.replaceChild(b, a); continue; }
              if (!a.isEqualNode(b)) patch(a, b);
            }
            for (let i = theirs.length; i < mine.length; i++) mine[i].remove();
          }

          // The constraint switch: each drawing shown as the PNG with the constraints drawn
          // over it (hovering works on the plain drawings only).
          const constraintSwitch = document.getElementById('constraints');
          function overlay() {
            if (!constraintSwitch) return;
            const on = constraintSwitch.checked;
            for (const figure of content.querySelectorAll('figure.drawing')) {
              const svg = figure.querySelector('svg');
              if (!svg) continue;
              let image = figure.querySelector('img.constraints');
              if (on && !image) {
                image = document.createElement('img');
                image.className = 'constraints';
                image.alt = 'constraints';
                image.style.width = svg.getAttribute('width') + 'px';
                const index = figure.closest('article').id.substring('render-'.length);
                image.src = `/png/${encodeKey(key)}?render=${index}&mode=${figure.dataset.mode}&overlay=constraints&v=${body.dataset.version}`;
                svg.after(image);
              }
              // Touched only to change it: each write is a style change for the whole drawing.
              if (on !== (svg.style.display === 'none')) svg.style.display = on ? 'none' : '';
              if (image) image.hidden = !on;
            }
          }
          if (constraintSwitch) constraintSwitch.addEventListener('change', overlay);

          function highlight(figure, views, className) {
            const layer = figure.querySelector('g.hits');
            if (!layer) return;
            for (const hit of layer.querySelectorAll('rect.hit')) {
              if (!views.includes(hit.dataset.view)) continue;
              const rect = hit.cloneNode();
              rect.setAttribute('class', className);
              layer.parentNode.appendChild(rect);
            }
          }

          content.addEventListener('mousemove', event => {
            const hit = event.target.closest && event.target.closest('rect.hit');
            const figure = hit && hit.closest('figure');
            if (!hit) { unhover(); return; }
            if (figure._hovered !== hit) {
              unhover();
              figure._hovered = hit;
              highlight(figure, [hit.dataset.view], 'hl hover');
              describe(info(figure.closest('article')), hit.dataset.view);
            }
            tip.style.left = Math.min(event.clientX + 14, window.innerWidth - 460) + 'px';
            tip.style.top = (event.clientY + 14) + 'px';
          });
          content.addEventListener('mouseleave', unhover);

          function unhover() {
            content.querySelectorAll('rect.hl.hover').forEach(r => r.remove());
            content.querySelectorAll('figure').forEach(f => { f._hovered = null; });
            tip.hidden = true;
          }

          function describe(data, id) {
            const view = data.views[id];
            if (!view) { tip.hidden = true; return; }
            let html = `<b>${text(id)}</b> <span class="source">${text(view.kind)}</span><br>frame ${view.frame.map(number).join(', ')}`;
            if (view.contentSize) html += `<br>content size ${view.contentSize.map(number).join(' × ')}`;
            const acting = view.constraints.map(i => data.constraints[i]);
            if (acting.length) {
              html += '<ul>' + acting.map(c => `<li>${text(c.summary)}${c.priority < 1000 ? ' @' + c.priority : ''}${c.broken ? ' (broken)' : ''} <span class="source">${text(c.source.split('/').pop())}</span></li>`).join('') + '</ul>';
            } else {
              html += '<br><span class="source">no constraints act on it</span>';
            }
            tip.innerHTML = html;
            tip.hidden = false;
          }

          // The render matrix's switches: one menu per trait that varies between renders.
          function switches() {
            const box = document.getElementById('switches');
            if (!box) return;
            const articles = [...content.querySelectorAll('article.render')];
            const values = {};
            for (const article of articles) {
              const traits = JSON.parse(article.dataset.traits);
              for (const [name, value] of Object.entries(traits)) (values[name] = values[name] || new Set()).add(value);
            }
            // The same traits as before: the menus stay (made anew, they would lay the header out again).
            const shape = JSON.stringify(Object.entries(values).map(([name, set]) => [name, [...set]]));
            if (box.dataset.shape === shape) { filter(); return; }
            box.dataset.shape = shape;
            box.innerHTML = '';
            for (const [name, set] of Object.entries(values)) {
              if (set.size < 2) { delete chosen[name]; continue; }
              const label = document.createElement('label');
              label.textContent = name + ' ';
              const menu = document.createElement('select');
              menu.dataset.trait = name;
              menu.add(new Option('all', ''));
              for (const value of set) menu.add(new Option(value, value));
              if (chosen[name] && set.has(chosen[name])) menu.value = chosen[name]; else delete chosen[name];
              menu.addEventListener('change', () => { if (menu.value) chosen[name] = menu.value; else delete chosen[name]; filter(); });
              label.appendChild(menu);
              box.appendChild(label);
            }
            filter();
          }

          function filter() {
            for (const article of content.querySelectorAll('article.render')) {
              const traits = JSON.parse(article.dataset.traits);
              article.hidden = Object.entries(chosen).some(([name, value]) => traits[name] !== value);
            }
          }

          // Only the newest answer is shown, whatever order answers arrive in.
          async function reload() {
            const ticket = ++latest;
            const started = performance.now();
            const response = await fetch(key ? '/fragment/' + encodeKey(key) : '/list', {cache: 'no-store'});
            if (ticket !== latest) return;
            if (response.status === 404 && key) { gone(); return; }
            const html = await response.text();
            if (ticket !== latest) return;
            show(html, ticket, started);
          }

          function show(html, ticket, started) {
            unhover();
            const next = document.createElement('div');
            next.innerHTML = html;
            // Highlights and constraint images belong to the old answer; they are made again on demand.
            content.querySelectorAll('rect.hl, img.constraints').forEach(node => node.remove());
            content.querySelectorAll('article.render').forEach(article => { article._info = null; });
            patchChildren(content, next);
            const fragment = content.querySelector('.fragment');
            if (fragment) body.dataset.version = fragment.dataset.version;
            live();
            bind();
            // The page's own update, timed for the browser test: from hearing of the change to
            // having the new drawing in the page, plus the work of the browser's next frame
            // (style, layout and paint of what shows) — not the wait for that frame's turn, which
            // no update can shorten. The server drew it before it told the page.
            body.dataset.updated = Date.now();
            const inPage = performance.now() - started;
            body.dataset.updateMs = inPage.toFixed(1);
            requestAnimationFrame(() => {
              const frame = performance.now();
              setTimeout(() => {
                if (ticket !== latest) return;
                body.dataset.framedMs = (inPage + performance.now() - frame).toFixed(1);
                body.dataset.framed = body.dataset.updated;
              }, 0);
            });
          }

          // Only when it was not: a text set anew, even to itself, lays the header out again.
          function live() {
            if (status.className !== 'status') status.className = 'status';
            if (status.textContent !== 'live') status.textContent = 'live';
          }

          function gone() {
            status.className = 'status deleted'; status.textContent = 'deleted';
            content.innerHTML = '<p class="gone">This file was deleted (or renamed). It comes back here if it is saved again.</p>';
            body.dataset.updated = Date.now();
          }

          // A file's page hears of its own file's changes with the new content (a `fragment`),
          // saving a round trip; of other files' by name only.
          const events = new EventSource('/events' + (key ? '?key=' + encodeURIComponent(key) : ''));
          events.addEventListener('fragment', event => {
            body.dataset.generation = String(Number(body.dataset.generation) + 1);
            show(event.data, ++latest, event.timeStamp || performance.now());
          });
          events.addEventListener('hello', event => {
            // After a reconnect (the server restarted, the laptop slept), catch up at once.
            if (event.data !== body.dataset.generation) reload();
            body.dataset.generation = event.data;
            live();
          });
          events.addEventListener('change', event => {
            const change = JSON.parse(event.data);
            body.dataset.generation = String(Number(body.dataset.generation) + 1);
            if (!key) { reload(); return; }
            if (change.key !== key) return;
            if (change.kind === 'deleted') gone(); else reload();
          });
          events.addEventListener('error', () => { status.className = 'status offline'; status.textContent = 'reconnecting'; });
          bind();
        })();
        """
}
