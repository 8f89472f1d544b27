import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { showErrorToast } from '../../../common/notifications/toast';
import { billingApi } from '../api/billingApi';

/**
 * Starts a checkout. The server prices it (the amount never comes from the browser) and answers
 * where to pay: Vitrina's own test-mode page (an address inside the app) or the provider's page.
 */
export function useCheckout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: billingApi.checkout,
    onSuccess: (session) => {
      if (session.url.startsWith('/')) void navigate(session.url);
      else window.location.assign(session.url);
    },
    onError: showErrorToast,
  });
}
