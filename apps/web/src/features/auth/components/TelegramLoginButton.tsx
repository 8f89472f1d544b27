import { Center } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLanguage } from '../../../common/hooks/useLanguage';

/**
 * Telegram Login Widget in its redirect mode: Telegram sends the browser to our callback page with
 * the signed payload in the query, so no inline callback script is needed under our CSP.
 */
export function TelegramLoginButton({ botName }: { botName: string }) {
  const lang = useLanguage();
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = host.current;
    if (!container) return;
    const script = document.createElement('script');
    script.src = 'https://telegram.org/js/telegram-widget.js?22';
    script.async = true;
    script.dataset.telegramLogin = botName;
    script.dataset.size = 'large';
    script.dataset.authUrl = `${window.location.origin}/${lang}/auth/telegram`;
    script.dataset.requestAccess = 'write';
    container.replaceChildren(script);
    return () => container.replaceChildren();
  }, [botName, lang]);
  return <Center ref={host} mih={40} />;
}
