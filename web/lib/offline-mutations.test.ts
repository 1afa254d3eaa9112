import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError, OfflineError } from './api-client.ts';
import { WAITS_WHEN_OFFLINE } from './offline-mutations.ts';
import { queryClient } from './query-client.ts';

afterEach(() => {
  onlineManager.setOnline(true);
  queryClient.clear();
});

describe('a mutation while offline (the app query client)', () => {
  it('fails at once with the offline message, without calling the server or changing anything first', async () => {
    onlineManager.setOnline(false);
    const mutationFn = vi.fn(async () => 'sent');
    const onMutate = vi.fn();
    const observer = new MutationObserver(queryClient, { mutationFn, onMutate });
    const error = await observer.mutate(undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OfflineError);
    expect((error as Error).message).toBe('You are offline - try again when you are back online');
    expect(mutationFn).not.toHaveBeenCalled();
    expect(onMutate).not.toHaveBeenCalled();
    expect(observer.getCurrentResult()).toMatchObject({ status: 'error', isPaused: false });
  });

  it('waits for the network when it is a background write, and then goes', async () => {
    onlineManager.setOnline(false);
    const mutationFn = vi.fn(async () => 'sent');
    const observer = new MutationObserver(queryClient, { mutationFn, ...WAITS_WHEN_OFFLINE });
    const result = observer.mutate(undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().isPaused).toBe(true));
    expect(mutationFn).not.toHaveBeenCalled();
    onlineManager.setOnline(true);
    await expect(result).resolves.toBe('sent');
  });

  it('is not retried after a network failure or a 4xx answer, so it never waits for the network', async () => {
    for (const failure of [new NetworkError('unreachable'), new ApiError(409, '409: conflict', null)]) {
      const mutationFn = vi.fn(async () => Promise.reject(failure));
      const observer = new MutationObserver(queryClient, { mutationFn });
      await expect(observer.mutate(undefined)).rejects.toBe(failure);
      expect(mutationFn).toHaveBeenCalledTimes(1);
    }
  });
});
