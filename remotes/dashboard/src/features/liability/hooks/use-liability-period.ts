import { useUrlPeriod } from '../../../hooks/use-url-period';
import { parseLiabilityPeriod } from '../lib/liability-period';

/** The liability's period lives in the URL (`?passivo=30|90|365`), beside the trends' `?periodo=`. */
export const useLiabilityPeriod = () => useUrlPeriod('passivo', parseLiabilityPeriod);
