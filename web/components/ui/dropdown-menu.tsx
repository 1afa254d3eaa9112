import type { ComponentProps } from 'react';
import { DropdownMenu as DropdownPrimitive } from 'radix-ui';
import { cn } from '../../lib/utils.ts';

/**
 * Non-modal unless asked: a modal menu hides the whole page from assistive technology with aria-hidden while it is
 * open (the main landmark and heading vanish, focusable content sits under aria-hidden: axe aria-hidden-focus).
 * Focus still moves into the menu and comes back to the trigger; Escape and a click outside close it.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof DropdownPrimitive.Root>) {
  return <DropdownPrimitive.Root modal={modal} {...props} />;
}
export const DropdownMenuTrigger = DropdownPrimitive.Trigger;

/**
 * Rendered where the menu is declared (the profile menu inside the header's banner landmark), not portalled to the
 * end of <body> outside every landmark (axe region); it is positioned fixed, so no ancestor clips it.
 */
export function DropdownMenuContent({ className, sideOffset = 6, align = 'end', ...props }: ComponentProps<typeof DropdownPrimitive.Content>) {
  return (
    <DropdownPrimitive.Content
      sideOffset={sideOffset}
      align={align}
      className={cn('z-50 min-w-52 rounded-xl border border-slate-200 bg-white p-1 text-slate-900 shadow-lg', className)}
      {...props}
    />
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Item>) {
  return (
    <DropdownPrimitive.Item
      className={cn(
        'flex cursor-default items-center gap-2 rounded-md px-2 py-2 text-sm outline-none select-none',
        'data-[highlighted]:bg-indigo-50 data-[highlighted]:text-indigo-900 data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:text-slate-500',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Label>) {
  return <DropdownPrimitive.Label className={cn('px-2 py-1.5 text-sm', className)} {...props} />;
}

export function DropdownMenuSeparator({ className, ...props }: ComponentProps<typeof DropdownPrimitive.Separator>) {
  return <DropdownPrimitive.Separator className={cn('my-1 h-px bg-slate-200', className)} {...props} />;
}
