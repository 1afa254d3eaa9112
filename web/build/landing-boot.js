// The only script of the prerendered landing page (web/build/prerender-plugin.ts): a blocking classic script in <head>,
// a few hundred bytes gzipped, no React. Its data is the JSON block #tutorhood-boot written next to it.
// - A usable session token stored, or a notice waiting to be shown after a reload: the page is the app. It hides the static landing (html.tutorhood-app) and adds the
//   app's own tags (entry module, modulepreloads, the shell preload) exactly as index.html has them; React replaces it.
//   A returning located student or teacher (web/lib/signed-in-preview.ts's note) sees a static copy of their home at
//   once, names filled in, until the app's home takes its place.
// - A language chosen on this browser that this page is not in: the choice is copied to the cookie the server reads
//   (tutorhood_lang) and the page reloads, before anything paints.
// - Otherwise the page stays static: links are plain links; this script drives the language switch and the
//   testimonial carousel (the behaviour of web/features/landing/components/testimonials-carousel.tsx), and registers
//   the service worker after load as the app does (web/pwa/start.ts), so a first visitor can install the app.
/* global window, document, location, matchMedia */
(function () {
  var data = JSON.parse(document.getElementById('tutorhood-boot').textContent);
  var storage = null;
  try {
    storage = window.localStorage;
  } catch {
    /* storage disabled */
  }
  function read(key) {
    try {
      return storage ? storage.getItem(key) : null;
    } catch {
      return null;
    }
  }
  function write(key, value) {
    try {
      if (storage) storage.setItem(key, value);
    } catch {
      /* storage full or disabled */
    }
  }
  function cookieLanguage() {
    var match = /(?:^|;\s*)tutorhood_lang=(en|hi)(?:;|$)/.exec(document.cookie);
    return match ? match[1] : null;
  }
  function rememberLanguage(language) {
    write('tutorhood.language', language);
    document.cookie = 'tutorhood_lang=' + language + '; path=/; max-age=31536000; samesite=lax';
  }

  var token = read('token');
  var usable = !!token && token !== 'null' && token !== 'undefined' && token.length >= data.tokenMinLength;
  if (token !== null && !usable) {
    try {
      storage.removeItem('token');
    } catch {
      /* ignore */
    }
  }

  var chosen = read('tutorhood.language');
  if ((chosen === 'en' || chosen === 'hi') && chosen !== data.language && cookieLanguage() !== chosen) {
    rememberLanguage(chosen);
    location.reload();
    return;
  }

  // A notice waiting for this load (after logging out or deleting the account: web/lib/toast.ts) needs the app's
  // toaster: the app takes over this page too.
  var flash = null;
  try {
    flash = window.sessionStorage.getItem('tutorhood:flash');
  } catch {
    /* storage disabled */
  }

  if (usable || flash) {
    document.documentElement.classList.add('tutorhood-app');
    var preview = usable && !flash ? homePreview(read('tutorhood.homePreview')) : null;
    document.addEventListener('DOMContentLoaded', function () {
      var root = document.getElementById('root');
      // Not when the app has already drawn something of its own (it removes the copy itself otherwise).
      var untouched = root && root.children.length === 1 && root.firstElementChild.hasAttribute('data-prerendered');
      if (!untouched) return;
      // The hidden landing page goes now, before the first paint, not in the app's first commit (a long task).
      root.firstElementChild.remove();
      if (!preview) return;
      // After the app's root, so that the root never moves (a layout shift of the whole screen) when the copy goes.
      root.insertAdjacentHTML('afterend', '<div data-signed-in-preview="">' + preview + '</div>');
    });
    if (preview) {
      // The app's tags once the copy has painted: that paint needs HTML and CSS only, and the app's code neither
      // delays it nor competes with it for the connection (as on the sign-in pages, web/build/auth-boot.js).
      // "Painted" is the browser's first-contentful-paint entry: a frame drawn (requestAnimationFrame) is not yet on
      // the screen, and the downloads started in between delayed the copy's paint (Lighthouse: FCP and LCP).
      // The first screen's data is asked for first (it is small; the code is what takes long).
      document.addEventListener('DOMContentLoaded', function () {
        afterFirstPaint(function () {
          askEarly(true);
          window.setTimeout(insertFrom, 0, 0);
        });
      });
    } else if (usable && !flash) {
      askEarly(false);
    }
    // In batches, each its own task (a modulepreload link costs ~2.7 ms to insert on a 4× slower CPU: 45 in one go
    // made a 130 ms task; 8 still made 20–40 ms ones in Lighthouse's trace); a batch is one insertion (tag by tag,
    // each cost a style pass). See web/build/auth-boot.js.
    var insertFrom = function (from) {
      var fragment = document.createDocumentFragment();
      var end = Math.min(from + 4, data.app.length);
      for (var i = from; i < end; i++) {
        var tag = data.app[i];
        var element = document.createElement(tag.name);
        Object.keys(tag.attributes).forEach(function (name) {
          element.setAttribute(name, tag.attributes[name]);
        });
        fragment.appendChild(element);
      }
      document.head.appendChild(fragment);
      if (end < data.app.length) window.setTimeout(insertFrom, 0, end);
    };
    if (!preview) insertFrom(0);
    return;
  }

  // The requests the signed-in start needs first (web/app/early-requests.ts), sent now instead of after the app's code
  // has arrived; the app takes the answers (web/lib/early-responses.ts). A failure is reported by the app when it
  // takes the answer, as its own request's would be.
  function askEarly(locatedHome) {
    if (typeof window.fetch !== 'function' || !data.earlyRequests) return;
    var responses = {};
    for (var i = 0; i < data.earlyRequests.length; i++) {
      var request = data.earlyRequests[i];
      if (request.locatedHomeOnly && !locatedHome) continue;
      var response = window.fetch(request.path, {
        headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
        credentials: 'include',
      });
      response.catch(function () {});
      responses[request.path] = response;
    }
    window.__tutorhoodEarly = { token: token, at: Date.now(), responses: responses };
  }

  /** `run` once the page's first contentful paint is on the screen (without paint timing: after the next frame). */
  function afterFirstPaint(run) {
    var done = false;
    var once = function () {
      if (done) return;
      done = true;
      run();
    };
    var types = (window.PerformanceObserver && window.PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) {
      window.requestAnimationFrame(once);
      return;
    }
    var observer = new window.PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      once();
    });
    observer.observe({ type: 'paint', buffered: true });
    // Whatever happens to that paint, the app does not wait longer than this for it.
    window.setTimeout(once, 2000);
  }

  /** The static home of the user the note names, names escaped and filled in; null without a usable note. */
  function homePreview(stored) {
    var note = null;
    try {
      note = JSON.parse(stored);
    } catch {
      return null;
    }
    if (!note || !note.located || typeof note.firstName !== 'string' || !data.homePreview) return null;
    var html = note.userType === 'student' || note.userType === 'teacher' ? data.homePreview[note.userType] : null;
    if (!html) return null;
    var first = note.firstName.trim();
    var last = typeof note.lastName === 'string' ? note.lastName.trim() : '';
    // As web/lib/utils.ts's initials(): the first letter of each name there is.
    var initials = (first.charAt(0) + last.charAt(0)).toUpperCase();
    var firstMark = data.homePreview.firstNameMark;
    var lastMark = data.homePreview.lastNameMark;
    return html
      .split(firstMark + lastMark)
      .join(escapeHtml(initials))
      .split(firstMark)
      .join(escapeHtml(note.firstName))
      .split(lastMark)
      .join(escapeHtml(note.lastName || ''));
  }
  function escapeHtml(text) {
    return String(text).replace(/[&<>"']/g, function (c) {
      return '&#' + c.charCodeAt(0) + ';';
    });
  }

  registerServiceWorker();
  // The installable app: registered after the load event, a few seconds and an idle moment (web/pwa/register-timing.ts),
  // as the app does (web/pwa/start.ts), so it never competes with this page's own start. It precaches the app.
  function registerServiceWorker() {
    var worker = data.serviceWorker;
    if (!worker || !('serviceWorker' in navigator)) return;
    var register = function () {
      navigator.serviceWorker.register(worker.url, { scope: '/' }).catch(function () {});
    };
    var idle = function () {
      if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(register, { timeout: 5000 });
      else register();
    };
    var later = function () {
      window.setTimeout(idle, worker.delayMs);
    };
    if (document.readyState === 'complete') later();
    else window.addEventListener('load', later, { once: true });
  }

  document.addEventListener('DOMContentLoaded', function () {
    var select = document.querySelector('select option[value="hi"]');
    if (select) {
      select.parentElement.addEventListener('change', function (event) {
        var language = event.target.value;
        if (language !== 'en' && language !== 'hi') return;
        rememberLanguage(language);
        if (language !== data.language) location.reload();
      });
    }
    carousel(document.querySelector('[aria-roledescription="carousel"]'));
    afterFirstPaint(figures);
  });

  // "Our Impact in Numbers": one small request once the page has painted (GET /api/stats/platform), its figures
  // written into the cards the page reserved for them (web/features/landing/components/impact-section.tsx; the rules
  // are web/features/landing/lib/impact-figures.ts's and web/i18n/format.ts's durationParts). A failure says so.
  function figures() {
    var list = document.querySelector('dl[aria-busy]');
    var texts = data.carousel.figures;
    if (!list || !texts) return;
    var show = function (stats) {
      var number = function (value, options) {
        return new Intl.NumberFormat(texts.locale, options).format(value);
      };
      var counted = function (base, count) {
        var form = texts[base + '_' + new Intl.PluralRules(texts.locale).select(count)] || texts[base + '_other'];
        return form.replace('{{number}}', number(count));
      };
      var duration = function (seconds) {
        var minutes = Math.max(1, Math.round(seconds / 60));
        var hours = Math.round(seconds / 3600);
        var part = minutes < 60 ? [minutes, 'minute'] : hours < 48 ? [hours, 'hour'] : [Math.round(seconds / 86400), 'day'];
        return number(part[0], { style: 'unit', unit: part[1], unitDisplay: 'short' });
      };
      var none = texts.none;
      var reviews = stats && stats.reviews;
      var requests = stats && stats.requests;
      var answered = requests && requests.acceptedShare !== null;
      var values = stats
        ? {
            averageRating: reviews.average === null ? [none, texts.noReviews] : [number(reviews.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), counted('fromReviews', reviews.count)],
            reviews: [number(reviews.count)],
            parents: [number(stats.parents)],
            students: [number(stats.students)],
            verifiedTeachers: [number(stats.verifiedTeachers)],
            successRate: answered ? [number(requests.acceptedShare, { style: 'percent', maximumFractionDigits: 0 }), counted('accepted', requests.answered)] : [none, texts.notEnoughData],
            averageResponse: requests.medianFirstReplySeconds !== null ? [duration(requests.medianFirstReplySeconds), texts.responseNote] : [none, texts.notEnoughData],
          }
        : null;
      // Without figures, the notes that depend on them say so; the ones that define a count stay.
      var dependent = { averageRating: true, successRate: true, averageResponse: true };
      var cards = list.querySelectorAll('[data-figure]');
      for (var i = 0; i < cards.length; i++) {
        var key = cards[i].getAttribute('data-figure');
        var value = values ? values[key] : [none, dependent[key] ? texts.unavailable : undefined];
        var valueSlot = cards[i].querySelector('[data-figure-value]');
        valueSlot.textContent = value[0];
        valueSlot.classList.remove('invisible');
        if (value[1] !== undefined) cards[i].querySelector('[data-figure-note]').textContent = value[1];
      }
      list.removeAttribute('aria-busy');
    };
    if (typeof window.fetch !== 'function') return show(null);
    window
      .fetch('/api/stats/platform', { headers: { Accept: 'application/json' } })
      .then(function (response) {
        if (!response.ok) throw new Error(String(response.status));
        return response.json();
      })
      .then(show, function () {
        show(null);
      });
  }

  function carousel(root) {
    if (!root) return;
    var texts = data.carousel;
    var slides = root.querySelectorAll('[aria-roledescription="slide"]');
    var track = slides[0].parentElement;
    var buttons = root.children[1].querySelectorAll('button');
    var dots = root.children[2];
    var live = root.querySelector('[aria-live]');
    var queries = [matchMedia('(min-width: 1024px)'), matchMedia('(min-width: 768px)'), matchMedia('(prefers-reduced-motion: reduce)')];
    var start = 0;
    var userPaused = null;
    var hovered = false;
    var focused = false;
    var timer = null;
    var timerLastStart = -1;

    function perView() {
      return queries[0].matches ? 3 : queries[1].matches ? 2 : 1;
    }
    function update() {
      var view = perView();
      var lastStart = slides.length - view;
      var current = Math.min(start, lastStart);
      var paused = userPaused === null ? queries[2].matches : userPaused;
      var rotating = !paused && !hovered && !focused;
      track.style.transform = 'translateX(-' + (current * 100) / view + '%)';
      for (var i = 0; i < slides.length; i++) slides[i].setAttribute('aria-hidden', String(!(i >= current && i < current + view)));
      buttons[1].setAttribute('aria-label', paused ? texts.play : texts.pause);
      buttons[1].innerHTML = paused ? texts.playIcon : texts.pauseIcon;
      var html = '';
      for (var d = 0; d <= lastStart; d++) html += '<span class="h-1.5 rounded-full transition-all ' + (d === current ? 'w-6 bg-indigo-600' : 'w-1.5 bg-slate-300') + '"></span>';
      dots.innerHTML = html;
      if (timer !== null && (!rotating || timerLastStart !== lastStart)) {
        clearInterval(timer);
        timer = null;
      }
      if (rotating && timer === null) {
        timerLastStart = lastStart;
        timer = setInterval(function () {
          start = start >= lastStart ? 0 : start + 1;
          update();
        }, 6000);
      }
      return { current: current, lastStart: lastStart, paused: paused, view: view };
    }
    function go(delta) {
      var state = update();
      var next = (state.current + delta + state.lastStart + 1) % (state.lastStart + 1);
      start = next;
      update();
      var shown = texts.names.slice(next, next + state.view).join(', ');
      live.textContent = texts.showing
        .replace('{{position}}', String(next + 1))
        .replace('{{total}}', String(slides.length))
        .replace('{{names}}', shown);
    }

    buttons[0].addEventListener('click', function () {
      go(-1);
    });
    buttons[1].addEventListener('click', function () {
      userPaused = !update().paused;
      update();
    });
    buttons[2].addEventListener('click', function () {
      go(1);
    });
    root.addEventListener('mouseenter', function () {
      hovered = true;
      update();
    });
    root.addEventListener('mouseleave', function () {
      hovered = false;
      update();
    });
    root.addEventListener('focusin', function () {
      focused = true;
      update();
    });
    root.addEventListener('focusout', function (event) {
      if (!root.contains(event.relatedTarget)) {
        focused = false;
        update();
      }
    });
    queries.forEach(function (query) {
      query.addEventListener('change', update);
    });
    update();
  }
})();
