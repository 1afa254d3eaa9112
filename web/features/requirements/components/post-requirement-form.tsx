import { zodResolver } from '@hookform/resolvers/zod';
import { Info } from 'lucide-react';
import { useId } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { FEE_TYPES, REQUIREMENT_CLASSES, REQUIREMENT_SUBJECTS, REQUIREMENT_TYPES } from '../../../../contract/constants.ts';
import { CreateRequirementBodySchema, REQUIREMENT_DESCRIPTION_MAX, type Requirement } from '../../../../contract/requirements.ts';
import type { User } from '../../../../contract/users.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogClose, DialogFooter } from '../../../components/ui/dialog.tsx';
import { FormField, fieldProps } from '../../../components/ui/form-field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { applyServerFieldErrors, focusFirstError } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { usePostRequirement } from '../api/post-requirement.ts';
import { FEE_TYPE_LABELS, TYPE_LABELS } from '../lib/format.ts';
import { feeFromInput, POST_FORM_FIELDS, postFormDefaults } from '../lib/post-form.ts';
import { ChipToggleGroup } from './chip-toggle-group.tsx';
import { RequirementPlaceFields } from './requirement-place-fields.tsx';

interface PostRequirementFormProps {
  user: Pick<User, 'userType' | 'locality' | 'city' | 'state' | 'pinCode'>;
  /** The requirement the user has now, if any: the form starts from it and says posting replaces it. */
  current: Requirement | null;
  onPosted: () => void;
}

/** The Post Requirement form (spec §2, §5): validated by the contract's schema, server field errors mapped back. */
export function PostRequirementForm({ user, current, onPosted }: PostRequirementFormProps) {
  const uid = useId();
  const isTeacher = user.userType === 'teacher';
  const form = useForm({
    resolver: zodResolver(CreateRequirementBodySchema),
    defaultValues: postFormDefaults(user, current),
    shouldFocusError: false,
  });
  const post = usePostRequirement();
  const { errors } = form.formState;

  // mutateAsync settles even if the dialog closes first.
  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await post.mutateAsync(isTeacher ? values : { ...values, classes: [] });
        toast.success('Requirement posted', 'Your requirement has been posted successfully.');
        onPosted();
      } catch (failed) {
        applyServerFieldErrors(failed, form.setError, POST_FORM_FIELDS);
        toast.error('Error', errorMessage(failed, 'Failed to post requirement'));
      }
    },
    (invalid) => focusFirstError(invalid, POST_FORM_FIELDS, form.setFocus),
  );

  const feeId = `${uid}-fee`;
  const feeError = errors.fee?.message;
  const descriptionId = `${uid}-description`;
  const descriptionError = errors.description?.message;

  return (
    <FormProvider {...form}>
      <form onSubmit={onSubmit} noValidate className="grid gap-6" aria-label="Post requirement">
        {current ? (
          <p role="note" className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              <strong className="font-semibold">You already have a requirement posted.</strong> Posting this one replaces it, and
              its contact count starts again from zero.
            </span>
          </p>
        ) : null}

        <Controller
          control={form.control}
          name="subjects"
          render={({ field }) => (
            <ChipToggleGroup
              legend="Subjects"
              legendSuffix="(choose at least one)"
              options={REQUIREMENT_SUBJECTS}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.subjects?.message}
              firstRef={field.ref}
            />
          )}
        />

        {isTeacher ? (
          <Controller
            control={form.control}
            name="classes"
            render={({ field }) => (
              <ChipToggleGroup
                legend="Classes you teach"
                legendSuffix="(optional)"
                options={REQUIREMENT_CLASSES}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errors.classes?.message}
                firstRef={field.ref}
              />
            )}
          />
        ) : null}

        <RequirementPlaceFields />

        <fieldset className="grid gap-4">
          <legend className="mb-2 text-sm font-semibold text-slate-900">How and for how much</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField id={`${uid}-type`} label="Type" error={errors.type?.message}>
              <Controller
                control={form.control}
                name="type"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                    <SelectTrigger id={`${uid}-type`} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {REQUIREMENT_TYPES.map((type) => (
                        <SelectItem key={type} value={type}>
                          {TYPE_LABELS[type]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
            <FormField id={feeId} label={isTeacher ? 'Fee (₹)' : 'Budget (₹)'} labelSuffix="(optional)" error={feeError}>
              <Input
                {...fieldProps(feeId, feeError)}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                placeholder={isTeacher ? 'e.g. 2500' : 'e.g. 1500'}
                {...form.register('fee', { setValueAs: feeFromInput })}
              />
            </FormField>
            <FormField id={`${uid}-fee-type`} label="Fee type" error={errors.feeType?.message}>
              <Controller
                control={form.control}
                name="feeType"
                render={({ field }) => (
                  <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                    <SelectTrigger id={`${uid}-fee-type`} ref={field.ref} onBlur={field.onBlur}>
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {FEE_TYPES.map((feeType) => (
                        <SelectItem key={feeType} value={feeType}>
                          {FEE_TYPE_LABELS[feeType]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                )}
              />
            </FormField>
          </div>
        </fieldset>

        <FormField id={descriptionId} label="Description" labelSuffix="(optional)" error={descriptionError}>
          <Textarea
            {...fieldProps(descriptionId, descriptionError)}
            rows={3}
            maxLength={REQUIREMENT_DESCRIPTION_MAX}
            placeholder={
              isTeacher
                ? 'Your experience, teaching style and the times you are free.'
                : 'What you need help with, your class or exam, and when you are free.'
            }
            {...form.register('description')}
          />
        </FormField>

        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={post.isPending} aria-busy={post.isPending || undefined}>
            {post.isPending ? 'Posting...' : 'Post Requirement'}
          </Button>
        </DialogFooter>
      </form>
    </FormProvider>
  );
}
