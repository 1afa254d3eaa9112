import { Mail } from 'lucide-react';
import { CONTACT_EMAIL } from '../../../../contract/constants.ts';

export function ContactSection() {
  return (
    <section aria-labelledby="contact-title" className="bg-slate-50 py-16">
      <div className="mx-auto max-w-3xl px-4 text-center">
        <h2 id="contact-title" className="text-3xl font-bold tracking-tight text-slate-900">
          Get in Touch
        </h2>
        <p className="mt-3 text-slate-600">Questions about tutoring, your account or partnering with us? Write to us.</p>
        <a
          href={`mailto:${CONTACT_EMAIL}`}
          className="mt-6 inline-flex items-center gap-2 rounded-lg text-lg font-semibold text-indigo-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-indigo-600"
        >
          <Mail aria-hidden="true" className="size-5" />
          {CONTACT_EMAIL}
        </a>
      </div>
    </section>
  );
}

export function LandingFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white py-8">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 text-sm text-slate-600 sm:flex-row">
        <p>© {new Date().getFullYear()} Tutorhood. Learning made local.</p>
        <p>Made for students, parents and tutors across India.</p>
      </div>
    </footer>
  );
}
