// The captcha of the sign-in form: fetched from the server once it asks for one (after failed
// sign-ins), and a fresh picture after every attempt, since each captcha can be tried only once.
import { useCallback, useState } from 'react';
import { requestJson } from '../dataProvider/http';

export interface CaptchaState {
  required: boolean;
  id?: string;
  image?: string;
  answer: string;
  setAnswer: (answer: string) => void;
  /** Shows the captcha (first time) or replaces the picture. */
  refresh: () => Promise<void>;
}

export function useCaptcha(): CaptchaState {
  const [required, setRequired] = useState(false);
  const [picture, setPicture] = useState<{ id: string; image: string }>();
  const [answer, setAnswer] = useState('');

  const refresh = useCallback(async () => {
    setRequired(true);
    setAnswer('');
    try {
      const body = (await requestJson('/api/v1/auth/captcha')) as { data?: { id: string; image: string } };
      setPicture(body.data);
    } catch {
      setPicture(undefined);
    }
  }, []);

  return { required, id: picture?.id, image: picture?.image, answer, setAnswer, refresh };
}
