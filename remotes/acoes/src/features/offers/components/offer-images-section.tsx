import { Alert, Col, Form, Row } from 'antd';
import { ImageInput } from './image-input';

const imageNotice =
  'Imagens opcionais: JPG, PNG, GIF, no máximo 5MB cada, 300x300px ou maior recomendado. Sem imagem, é usada a da concessionária ou do parceiro.';

export function OfferImagesSection() {
  return (
    <>
      <Alert type="info" showIcon title={imageNotice} style={{ marginBottom: 16 }} />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="display_logo" label="Logo de exibição">
            <ImageInput previewAlt="prévia do logo de exibição" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="item_image" label="Imagem do item">
            <ImageInput previewAlt="prévia da imagem do item" />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
