import { getErrorMessage } from '@fidelidade/session';
import { useEffect, useState } from 'react';

/** The API's `detail` of a failed request (read asynchronously from the response), else `fallback`. */
export function useErrorDetail(error: unknown, fallback: string): string {
  const [detail, setDetail] = useState(fallback);
  useEffect(() => {
    let current = true;
    if (!error) setDetail(fallback);
    else
      void getErrorMessage(error, fallback).then((text) => {
        if (current) setDetail(text);
      });
    return () => {
      current = false;
    };
  }, [error, fallback]);
  return detail;
}
