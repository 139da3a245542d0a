import type { ActionComponent } from '../../../../views/actions/types';
import { JusdaTrackingAction } from './jusdaTracking/JusdaTrackingAction';
import { MailImportAction } from './mailImport/MailImportAction';
import { CancelOnwayAction, ReceiveShipmentAction } from './shipmentStatus/ShipmentStatusActions';

export const transitActions: Record<string, ActionComponent> = {
  pdcMailImport: MailImportAction,
  pdcJusdaTracking: JusdaTrackingAction,
  pdcReceive: ReceiveShipmentAction,
  pdcCancelOnway: CancelOnwayAction,
};
