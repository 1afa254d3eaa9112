import { useRouteError } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';

/** Last-resort screen when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <Card className="w-full max-w-md p-8 text-center">
        <h1 className="text-xl font-bold text-slate-900">Something went wrong</h1>
        <p className="mt-2 text-sm text-slate-600">Please reload the page. If it keeps happening, contact support.</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Reload page
        </Button>
      </Card>
    </main>
  );
}
