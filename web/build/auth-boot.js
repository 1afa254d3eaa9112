// The one script of a prerendered sign-in or registration page, and of a tutor's server-rendered public profile
// (scripts/prerender/landing-plugin.ts): a classic script in <head>, no React. It starts the app after the first paint. The static copy has no <form> (without the app a form
// would put the fields in the address), so a visitor who presses Enter in a field or a submit button before the app
// has taken the page over would lose that press: it is remembered here, and the app sends the form once it has the
// page (web/app/prerendered-page.ts reads window.tutorhoodPendingSubmit).
/* global window, document */
(function () {
  // The app's tags (written by the build as JSON) go in once the page has painted: the first paint needs HTML and CSS
  // only, and the app's code neither delays it nor competes with it for the connection.
  var data = JSON.parse(document.getElementById('tutorhood-auth-boot').textContent);
  // A stored session: the app will send this visitor home, so the sign-in form is not shown meanwhile.
  try {
    var token = window.localStorage.getItem('token');
    if (token && token !== 'null' && token !== 'undefined' && token.length >= data.tokenMinLength) {
      document.documentElement.classList.add('tutorhood-app');
    }
  } catch {
    /* storage disabled: the page is for a signed-out visitor */
  }

  // In batches, each its own task: a modulepreload link costs ~2.7 ms to insert on a 4× slower CPU (the 44 tags of a
  // registration page took 120 ms in one go, a long task that blocks typing), and a batch per task keeps every task
  // short. A batch is one insertion: each tag put into <head> on its own cost a style pass.
  var BATCH = 8;
  function startApp(from) {
    var fragment = document.createDocumentFragment();
    var end = Math.min(from + BATCH, data.app.length);
    for (var i = from; i < end; i++) {
      var tag = data.app[i];
      var element = document.createElement(tag.name);
      Object.keys(tag.attributes).forEach(function (name) {
        element.setAttribute(name, tag.attributes[name]);
      });
      fragment.appendChild(element);
    }
    document.head.appendChild(fragment);
    if (end < data.app.length) window.setTimeout(startApp, 0, end);
  }
  function afterFirstPaint() {
    window.requestAnimationFrame(function () {
      window.setTimeout(startApp, 0, 0);
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', afterFirstPaint);
  else afterFirstPaint();

  function inCopy(target) {
    return target && target.closest && target.closest('[data-prerendered-auth]');
  }
  document.addEventListener('keydown', function (event) {
    var target = event.target;
    if (event.key === 'Enter' && inCopy(target) && target.tagName === 'INPUT') {
      event.preventDefault();
      window.tutorhoodPendingSubmit = true;
    }
  }, true);
  document.addEventListener('click', function (event) {
    var button = event.target && event.target.closest && event.target.closest('button[type="submit"]');
    if (button && inCopy(button)) {
      event.preventDefault();
      window.tutorhoodPendingSubmit = true;
      if (button.focus) button.focus();
    }
  }, true);
})();
