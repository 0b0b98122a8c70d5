/** Static pt-BR demo catalogue used by the seed. Addresses are plausible, coordinates real. */

export const FIRST_NAMES = (
  'Ana Bruno Carla Daniel Eduarda Felipe Gabriela Henrique Isabela João Juliana Lucas Mariana Mateus ' +
  'Natália Otávio Patrícia Rafael Sabrina Thiago Vanessa Vinícius Larissa Gustavo Camila Rodrigo Fernanda ' +
  'André Beatriz Caio Letícia Marcelo Renata Paulo Aline Leonardo Tatiane Diego Priscila Márcio'
).split(' ');

export const SURNAMES = (
  'Silva Santos Oliveira Souza Rodrigues Ferreira Alves Pereira Lima Gomes Costa Ribeiro Martins Carvalho ' +
  'Almeida Lopes Soares Fernandes Vieira Barbosa Rocha Dias Nascimento Andrade Moreira Nunes Marques ' +
  'Machado Mendes Freitas Cardoso Ramos Gonçalves Santana Teixeira Araújo Pinto Correia Cavalcanti Monteiro'
).split(' ');

export interface CityAddress {
  address: string;
  city: string;
  state: string;
  zip: string;
  lat: number;
  lng: number;
}

const at = (address: string, city: string, state: string, zip: string, lat: number, lng: number) => ({
  address,
  city,
  state,
  zip,
  lat,
  lng,
});

// biome-ignore format: data table
export const DEALERSHIPS: Array<{ name: string; ref: string; at: CityAddress }> = [
  { name: 'Paulista Veículos', ref: 'PAULISTA_VEIC', at: at('Av. Paulista, 1500', 'São Paulo', 'SP', '01310-200', -23.561414, -46.655881) },
  { name: 'Carioca Motors', ref: 'CARIOCA_MTR', at: at('Av. das Américas, 4200', 'Rio de Janeiro', 'RJ', '22640-102', -23.000233, -43.356911) },
  { name: 'Minas Auto Center', ref: 'MINAS_AUTO', at: at('Av. Cristiano Machado, 1800', 'Belo Horizonte', 'MG', '31170-800', -19.887433, -43.927921) },
  { name: 'Curitiba Car', ref: 'CURITIBA_CAR', at: at('Av. Sete de Setembro, 3200', 'Curitiba', 'PR', '80230-010', -25.441105, -49.276855) },
  { name: 'Gaúcha Automóveis', ref: 'GAUCHA_AUTO', at: at('Av. Ipiranga, 6681', 'Porto Alegre', 'RS', '90619-900', -30.058316, -51.173615) },
];

// Categories use the API's 15 codes (docs/product.md §3), so the screens' category filter and labels match.
// biome-ignore format: data table
export const PARTNERS: Array<{ brand: string; category: string }> = [
  { brand: 'Posto Estrela', category: 'combustivel' },
  { brand: 'Café Aroma', category: 'alimentacao' },
  { brand: 'AutoPeças Brasil', category: 'automotivo' },
  { brand: 'Lava Jato Brilho', category: 'servicos' },
  { brand: 'Cine Lumière', category: 'entretenimento' },
  { brand: 'Farmácia Vida', category: 'farmacia' },
  { brand: 'Moda Urbana', category: 'vestuario' },
  { brand: 'Pneus Rota', category: 'automotivo' },
];

/** [partner index, store name suffix, address] — 12 stores. */
// biome-ignore format: data table
export const PARTNER_STORES: Array<[number, string, CityAddress]> = [
  [0, 'Moema', at('Av. Ibirapuera, 2100', 'São Paulo', 'SP', '04028-001', -23.60734, -46.66587)],
  [0, 'Barra', at('Av. Ayrton Senna, 2500', 'Rio de Janeiro', 'RJ', '22775-003', -22.98506, -43.36559)],
  [0, 'Savassi', at('Av. Getúlio Vargas, 1300', 'Belo Horizonte', 'MG', '30112-021', -19.93765, -43.93431)],
  [1, 'Pinheiros', at('Rua dos Pinheiros, 870', 'São Paulo', 'SP', '05422-001', -23.56542, -46.68321)],
  [1, 'Batel', at('Av. do Batel, 1868', 'Curitiba', 'PR', '80420-090', -25.44193, -49.29088)],
  [2, 'Centro', at('Rua Voluntários da Pátria, 1200', 'Porto Alegre', 'RS', '90230-010', -30.02288, -51.21624)],
  [3, 'Tijuca', at('Rua Conde de Bonfim, 600', 'Rio de Janeiro', 'RJ', '20520-054', -22.92385, -43.23302)],
  [4, 'Shopping Eldorado', at('Av. Rebouças, 3970', 'São Paulo', 'SP', '05402-600', -23.57291, -46.69562)],
  [5, 'Boa Viagem', at('Av. Conselheiro Aguiar, 2000', 'Recife', 'PE', '51020-020', -8.11288, -34.89466)],
  [6, 'Meireles', at('Av. Dom Luís, 500', 'Fortaleza', 'CE', '60160-230', -3.73186, -38.49337)],
  [7, 'Asa Sul', at('SCS Quadra 2, Bloco C', 'Brasília', 'DF', '70302-000', -15.79849, -47.88722)],
  [7, 'Savassi', at('Rua Pernambuco, 1000', 'Belo Horizonte', 'MG', '30130-151', -19.93583, -43.93267)],
];

// biome-ignore format: data table
export const POINTS_RULES = [
  { name: 'Serviços de oficina', key: 'SERVICE', weight: '0.1000', description: '10% do valor em serviços vira pontos' },
  { name: 'Compra de peças e acessórios', key: 'MERCHANDISE', weight: '0.0500', description: '5% do valor em mercadorias' },
  { name: 'Compra de veículo', key: 'VEHICLE_PURCHASE', weight: '0.0100', description: '1% do valor do veículo' },
  { name: 'Revisão programada', key: 'SCHEDULED_MAINTENANCE', weight: '0.1500', description: '15% em revisões no prazo' },
  { name: 'Campanha de indicação', key: 'REFERRAL', weight: '0.0000', description: 'Bônus fixo por indicação', active: false },
];

// biome-ignore format: data table
export const SERVICES = ['Troca de óleo', 'Revisão dos 20.000 km', 'Alinhamento e balanceamento', 'Troca de pastilhas de freio', 'Higienização do ar-condicionado', 'Revisão dos 40.000 km', 'Troca de correia dentada'];
// biome-ignore format: data table
export const MERCHANDISE = ['Jogo de tapetes', 'Película automotiva', 'Kit de palhetas', 'Bateria 60Ah', 'Engate para reboque', 'Central multimídia', 'Jogo de pneus'];
