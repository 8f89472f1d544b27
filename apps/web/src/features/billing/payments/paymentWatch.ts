import { create } from 'zustand';

/** How long after checkout a confirmation is still awaited in the banner (the thank-you page polls as long). */
export const PAYMENT_WATCH_MS = 5 * 60_000;

/**
 * A payment whose confirmation had not landed when the thank-you page closed: the banner keeps
 * saying "payment pending" on every page until the plan is active or the wait runs out.
 */
interface PaymentWatch {
  waitingSince: number | null;
  startWaiting: (since: number) => void;
  stopWaiting: () => void;
}

export const usePaymentWatch = create<PaymentWatch>()((set) => ({
  waitingSince: null,
  startWaiting: (waitingSince) => set({ waitingSince }),
  stopWaiting: () => set({ waitingSince: null }),
}));
