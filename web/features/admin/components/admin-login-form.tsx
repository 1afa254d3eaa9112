import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { AdminLoginBodySchema } from '../../../../contract/auth.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useAdminLogin } from '../api/admin-login.ts';

export function AdminLoginForm() {
  const form = useForm({
    resolver: zodResolver(AdminLoginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const login = useAdminLogin();
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit((values) => login.mutate(values))} noValidate className="grid gap-4">
      <FormField id="admin-email" label="Email" error={errors.email?.message}>
        <Input
          {...fieldProps('admin-email', errors.email?.message)}
          type="email"
          autoComplete="username"
          placeholder="admin@tutorhood.in"
          {...form.register('email')}
        />
      </FormField>
      <FormField id="admin-password" label="Password" error={errors.password?.message}>
        <Input
          {...fieldProps('admin-password', errors.password?.message)}
          type="password"
          autoComplete="current-password"
          {...form.register('password')}
        />
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={login.isPending}>
        {login.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
