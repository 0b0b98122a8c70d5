import { Alert, Form } from 'antd';
import { FieldRow } from '../../../components/field-row';
import { ImageInput } from './image-input';

const imageNotice =
  'Imagens opcionais: JPG, PNG, GIF, no máximo 5MB cada, 300x300px ou maior recomendado. Sem imagem, é usada a da concessionária ou do parceiro.';

interface OfferImagesSectionProps {
  /** The offer's saved images (edit mode), kept unless new files are chosen. */
  current?: { displayLogo: string | null; itemImage: string | null };
  /** An extra notice under the usual one (duplicate mode: the images are not copied). */
  notice?: string;
}

export function OfferImagesSection(props: OfferImagesSectionProps) {
  return (
    <>
      <Alert type="info" showIcon title={imageNotice} style={{ marginBottom: 16 }} />
      {props.notice && <Alert type="warning" showIcon title={props.notice} style={{ marginBottom: 16 }} />}
      <FieldRow perRow={2}>
        <Form.Item name="display_logo" label="Logo de exibição">
          <ImageInput
            previewAlt="prévia do logo de exibição"
            currentUrl={props.current?.displayLogo}
            currentAlt="logo de exibição atual"
          />
        </Form.Item>
        <Form.Item name="item_image" label="Imagem do item">
          <ImageInput
            previewAlt="prévia da imagem do item"
            currentUrl={props.current?.itemImage}
            currentAlt="imagem do item atual"
          />
        </Form.Item>
      </FieldRow>
    </>
  );
}
