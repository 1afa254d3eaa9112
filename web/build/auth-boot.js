// The one script of a prerendered sign-in or registration page before the app arrives (scripts/prerender/landing-plugin.ts):
// a classic script in <head>, no React. The static copy has no <form> (without the app a form would put the fields in
// the address), so a visitor who presses Enter in a field or a submit button before the app has taken the page over
// would lose that press: it is remembered here, and the app sends the form once it has the page
// (web/app/prerendered-page.ts reads window.tutorhoodPendingSubmit).
/* global window, document */
(function () {
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
