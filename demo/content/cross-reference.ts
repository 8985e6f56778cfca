/**
 * Demo cross-reference: other vendors' parts and the products of ours that replace them (issue 23). The
 * vendors and their part numbers are invented, like the company itself: Northwind Analog (NW…), Larkspur
 * Silicon (LK…), Quillon Devices (QL…) and Aldermoor Microsystems (AMX…) make nothing. 33 parts, 39 pairs,
 * every match type. Pure data; demo/cross-reference.ts turns it into answers.
 */
import type { MatchType } from '@/lib/backend/cross-reference-types';

export const VENDORS = {
  northwind: 'Northwind Analog',
  larkspur: 'Larkspur Silicon',
  quillon: 'Quillon Devices',
  aldermoor: 'Aldermoor Microsystems',
} as const;

/** A text in both languages. */
type Both = [zh: string, en: string];

/** A figure of the other part: a number in our product's unit for that key, text in both languages, or `same` as ours. */
type Figure = number | Both | 'same';

export type RawReplacement = {
  /** Our product's article id. */
  product: number;
  match: MatchType;
  /** Which of our product's orderable parts is in the other part's package (an index into its ordering). */
  orderable?: number;
  differences?: Both[];
};

export type RawCrossReference = {
  part: string;
  vendor: keyof typeof VENDORS;
  description: Both;
  package: string;
  /** The figures shown, by our products' spec keys (labels and units are the first replacement's). */
  specs: Record<string, Figure>;
  updated: string;
  replaces: RawReplacement[];
};

const NOISE: Both = ['输出噪声更低', 'Lower output noise'];

export const rawCrossReferences: RawCrossReference[] = [
  // ------------------------------------------------------------------------------ power management
  {
    part: 'NWP7A2033',
    vendor: 'northwind',
    description: ['300 mA 低噪声 LDO，3.3 V 固定输出', '300 mA low-noise LDO, 3.3 V fixed output'],
    package: 'SOT23-5',
    specs: { topology: 'same', vin_min: 1.6, vin_max: 6, iout: 300, iq: 6.5, noise: 7 },
    updated: '2026-09-18',
    replaces: [
      {
        product: 101,
        match: 'pin_to_pin',
        orderable: 1,
        differences: [
          NOISE,
          ['最大输入电压 5.5 V（对方 6 V）', 'Maximum input 5.5 V (theirs 6 V)'],
          ['静态电流较高', 'Higher quiescent current'],
        ],
      },
      {
        product: 109,
        match: 'similar',
        orderable: 1,
        differences: [
          ['输出电流 500 mA', 'Output current 500 mA'],
          ['输出噪声较高', 'Higher output noise'],
        ],
      },
    ],
  },
  {
    part: 'NWP7A2018',
    vendor: 'northwind',
    description: ['300 mA 低噪声 LDO，1.8 V 固定输出', '300 mA low-noise LDO, 1.8 V fixed output'],
    package: 'DFN1x1-4',
    specs: { topology: 'same', vin_min: 1.6, vin_max: 6, iout: 300, iq: 6.5, noise: 7 },
    updated: '2026-09-18',
    replaces: [{ product: 101, match: 'pin_to_pin', orderable: 0, differences: [NOISE, ['最大输入电压 5.5 V', 'Maximum input 5.5 V']] }],
  },
  {
    part: 'LK1117-33',
    vendor: 'larkspur',
    description: ['800 mA 通用 LDO，3.3 V 输出', '800 mA general-purpose LDO, 3.3 V output'],
    package: 'SOT223-3',
    specs: { topology: 'same', vin_max: 15, iout: 800, iq: 5000 },
    updated: '2026-06-02',
    replaces: [
      {
        product: 109,
        match: 'function',
        differences: [
          ['输出电流 500 mA（对方 800 mA），请核对负载', 'Output current 500 mA (theirs 800 mA): check the load'],
          ['封装不同：DFN2x2-6 或 SOT23-5', 'Another package: DFN2x2-6 or SOT23-5'],
          ['静态电流低两个数量级', 'Quiescent current two orders of magnitude lower'],
        ],
      },
    ],
  },
  {
    part: 'QL3990-A',
    vendor: 'quillon',
    description: ['500 mA 高 PSRR LDO', '500 mA high-PSRR LDO'],
    package: 'SOT23-5',
    specs: { topology: 'same', vin_min: 2.5, vin_max: 6, iout: 500, iq: 35, noise: 12 },
    updated: '2026-03-11',
    replaces: [{ product: 109, match: 'drop_in', orderable: 1 }],
  },
  {
    part: 'NWP7B8150Q',
    vendor: 'northwind',
    description: ['车规级 40 V 150 mA 低静态电流 LDO', 'Automotive 40 V 150 mA low-IQ LDO'],
    package: 'SOT23-5',
    specs: { topology: 'same', vin_min: 3, vin_max: 40, iout: 150, iq: 4, noise: 60 },
    updated: '2026-07-21',
    replaces: [{ product: 110, match: 'drop_in', orderable: 0 }],
  },
  {
    part: 'AMX2985',
    vendor: 'aldermoor',
    description: ['16 V 150 mA 低压差稳压器', '16 V 150 mA low-dropout regulator'],
    package: 'SOT23-5',
    specs: { topology: 'same', vin_min: 2.2, vin_max: 16, iout: 150, iq: 850, noise: 30 },
    updated: '2025-12-05',
    replaces: [
      {
        product: 110,
        match: 'similar',
        orderable: 0,
        differences: [
          ['输入耐压 40 V，高于对方', 'Input rated 40 V, above theirs'],
          ['输出噪声较高', 'Higher output noise'],
        ],
      },
    ],
  },
  {
    part: 'NWP54360',
    vendor: 'northwind',
    description: ['36 V 3.5 A 降压转换器', '36 V 3.5 A step-down converter'],
    package: 'QFN3x3-16',
    specs: { topology: 'same', vin_min: 4.5, vin_max: 36, iout: 3500, iq: 146, fsw: 2.2 },
    updated: '2026-10-09',
    replaces: [
      {
        product: 102,
        match: 'pin_to_pin',
        orderable: 0,
        differences: [
          ['输出电流 3 A（对方 3.5 A）', 'Output current 3 A (theirs 3.5 A)'],
          ['轻载静态电流更低', 'Lower light-load quiescent current'],
        ],
      },
      {
        product: 111,
        match: 'similar',
        differences: [
          ['输入耐压 60 V、输出 5 A', 'Input 60 V, output 5 A'],
          ['封装 QFN4x4-20', 'QFN4x4-20 package'],
        ],
      },
    ],
  },
  {
    part: 'LK2576-ADJ',
    vendor: 'larkspur',
    description: ['40 V 3 A 非同步降压稳压器', '40 V 3 A non-synchronous buck regulator'],
    package: 'TO263-5',
    specs: { topology: ['非同步降压', 'Non-synchronous buck'], vin_min: 4, vin_max: 40, iout: 3000, iq: 5000, fsw: 0.052 },
    updated: '2025-08-14',
    replaces: [
      {
        product: 102,
        match: 'function',
        differences: [
          ['同步整流，效率更高，无需外部续流二极管', 'Synchronous: higher efficiency, no external diode'],
          ['开关频率 2.1 MHz，电感更小', '2.1 MHz switching: a smaller inductor'],
          ['封装不同：QFN3x3-16', 'Another package: QFN3x3-16'],
        ],
      },
    ],
  },
  {
    part: 'QL8860',
    vendor: 'quillon',
    description: ['60 V 5 A 同步降压转换器', '60 V 5 A synchronous buck converter'],
    package: 'QFN4x4-20',
    specs: { topology: 'same', vin_min: 4.5, vin_max: 60, iout: 5000, iq: 30, fsw: 0.4 },
    updated: '2026-05-27',
    replaces: [{ product: 111, match: 'drop_in', orderable: 0 }],
  },
  {
    part: 'NWP61023',
    vendor: 'northwind',
    description: ['1.5 A 同步升压转换器', '1.5 A synchronous boost converter'],
    package: 'SOT23-6',
    specs: { topology: 'same', vin_min: 0.5, vin_max: 5.5, iout: 1500, iq: 18, fsw: 1 },
    updated: '2026-02-17',
    replaces: [
      {
        product: 113,
        match: 'pin_to_pin',
        orderable: 0,
        differences: [
          ['最低启动电压 0.9 V（对方 0.5 V）', 'Minimum start-up 0.9 V (theirs 0.5 V)'],
          ['开关频率 1.2 MHz', '1.2 MHz switching'],
        ],
      },
    ],
  },
  {
    part: 'AMX4054B',
    vendor: 'aldermoor',
    description: ['单节锂电池线性充电器', 'Single-cell Li-ion linear charger'],
    package: 'SOT23-6',
    specs: { topology: 'same', vin_min: 4.25, vin_max: 6.5, iout: 1000, iq: 50 },
    updated: '2025-11-30',
    replaces: [
      { product: 103, match: 'drop_in', orderable: 0 },
      {
        product: 112,
        match: 'similar',
        differences: [
          ['开关充电，3 A，发热更少', 'Switching charger, 3 A, less heat'],
          ['封装 WLCSP-30 或 QFN4x4-24', 'WLCSP-30 or QFN4x4-24 package'],
        ],
      },
    ],
  },
  {
    part: 'LK25895',
    vendor: 'larkspur',
    description: ['3 A 单节锂电池开关充电器', '3 A single-cell switching charger'],
    package: 'QFN4x4-24',
    specs: { topology: 'same', vin_min: 3.9, vin_max: 14, iout: 3000, iq: 15 },
    updated: '2026-08-03',
    replaces: [
      {
        product: 112,
        match: 'pin_to_pin',
        orderable: 1,
        differences: [['静态电流 20 µA（对方 15 µA）', 'Quiescent current 20 µA (theirs 15 µA)']],
      },
    ],
  },
  {
    part: 'QL1084-1.2',
    vendor: 'quillon',
    description: ['1 A 同步降压转换器，1.2 V 输出', '1 A synchronous buck converter, 1.2 V output'],
    package: 'SOT23-5',
    specs: { topology: 'same', vin_min: 2.7, vin_max: 5.5, iout: 1000, iq: 40, fsw: 1.5 },
    updated: '2025-04-22',
    replaces: [
      { product: 114, match: 'drop_in', orderable: 0 },
      {
        product: 102,
        match: 'similar',
        differences: [
          ['新设计推荐：输入 4.5 V 至 36 V，输出 3 A', 'For new designs: input 4.5 V to 36 V, output 3 A'],
          ['封装 QFN3x3-16', 'QFN3x3-16 package'],
        ],
      },
    ],
  },
  // ------------------------------------------------------------------------------------ signal chain
  {
    part: 'NWA1220',
    vendor: 'northwind',
    description: ['24 位四通道 Σ-Δ ADC', '24-bit four-channel sigma-delta ADC'],
    package: 'TSSOP-20',
    specs: { type: 'same', channels: 4, resolution: 24, rate: 2, supply_max: 5.5, iq: 420 },
    updated: '2026-04-08',
    replaces: [
      {
        product: 104,
        match: 'pin_to_pin',
        orderable: 0,
        differences: [
          ['数据速率最高 32 kSPS（对方 2 kSPS）', 'Data rate up to 32 kSPS (theirs 2 kSPS)'],
          ['工作电流较高', 'Higher supply current'],
        ],
      },
    ],
  },
  {
    part: 'LK7124-4',
    vendor: 'larkspur',
    description: ['24 位低功耗 Σ-Δ ADC，带 PGA', '24-bit low-power sigma-delta ADC with PGA'],
    package: 'QFN4x4-24',
    specs: { type: 'same', channels: 8, resolution: 24, rate: 19.2, supply_max: 3.6, iq: 255 },
    updated: '2026-01-19',
    replaces: [
      {
        product: 104,
        match: 'similar',
        orderable: 1,
        differences: [
          ['四通道（对方八通道）', 'Four channels (theirs eight)'],
          ['5 V 供电', '5 V supply'],
          ['无片上 PGA', 'No on-chip PGA'],
        ],
      },
    ],
  },
  {
    part: 'QL7928',
    vendor: 'quillon',
    description: ['12 位 1 MSPS 八通道 SAR ADC', '12-bit 1 MSPS eight-channel SAR ADC'],
    package: 'TSSOP-16',
    specs: { type: 'same', channels: 8, resolution: 12, rate: 1000, supply_max: 5.5, iq: 1300 },
    updated: '2026-06-30',
    replaces: [{ product: 115, match: 'drop_in', orderable: 0 }],
  },
  {
    part: 'NWA8866',
    vendor: 'northwind',
    description: ['16 位 500 kSPS 差分 SAR ADC', '16-bit 500 kSPS differential SAR ADC'],
    package: 'MSOP-10',
    specs: { type: 'same', channels: 1, resolution: 16, rate: 500, supply_max: 5.5, iq: 2600 },
    updated: '2026-03-02',
    replaces: [{ product: 116, match: 'pin_to_pin', orderable: 0, differences: [['工作电流更低', 'Lower supply current']] }],
  },
  {
    part: 'AMX7768',
    vendor: 'aldermoor',
    description: ['八通道同步采样 24 位 Σ-Δ ADC', 'Eight-channel simultaneous-sampling 24-bit sigma-delta ADC'],
    package: 'LQFP-64',
    specs: { type: 'same', channels: 8, resolution: 24, rate: 256, supply_max: 3.6, iq: 9800 },
    updated: '2026-09-01',
    replaces: [
      {
        product: 117,
        match: 'function',
        differences: [
          ['数据速率最高 64 kSPS（对方 256 kSPS）', 'Data rate up to 64 kSPS (theirs 256 kSPS)'],
          ['封装 LQFP-48', 'LQFP-48 package'],
        ],
      },
    ],
  },
  {
    part: 'NWA2333',
    vendor: 'northwind',
    description: ['零漂移双路运算放大器', 'Zero-drift dual operational amplifier'],
    package: 'MSOP-8',
    specs: { type: 'same', channels: 2, supply_max: 5.5, iq: 180, vos: 5, gbw: 2 },
    updated: '2026-07-14',
    replaces: [{ product: 105, match: 'drop_in', orderable: 0 }],
  },
  {
    part: 'LK8605',
    vendor: 'larkspur',
    description: ['低噪声 CMOS 精密运算放大器', 'Low-noise precision CMOS op amp'],
    package: 'SOT23-5',
    specs: { type: 'same', channels: 1, supply_max: 6, iq: 1000, vos: 20, gbw: 10 },
    updated: '2025-10-27',
    replaces: [
      {
        product: 105,
        match: 'similar',
        differences: [
          ['双通道，零漂移，失调电压 5 µV', 'Dual, zero-drift, 5 µV offset'],
          ['带宽 2 MHz（对方 10 MHz）', '2 MHz bandwidth (theirs 10 MHz)'],
          ['封装 MSOP-8 或 SOIC-8', 'MSOP-8 or SOIC-8 package'],
        ],
      },
    ],
  },
  {
    part: 'QL8500',
    vendor: 'quillon',
    description: ['1 µA 纳瓦级运算放大器', '1 µA nanopower op amp'],
    package: 'SC70-5',
    specs: { type: 'same', channels: 1, supply_max: 5.5, iq: 1, vos: 1500, gbw: 0.01 },
    updated: '2026-02-25',
    replaces: [{ product: 118, match: 'drop_in', orderable: 0 }],
  },
  {
    part: 'AMX6069',
    vendor: 'aldermoor',
    description: ['高速电流反馈运算放大器', 'High-speed current-feedback op amp'],
    package: 'SOIC-8',
    specs: { type: 'same', channels: 1, supply_max: 12, iq: 7000, vos: 2000, gbw: 400 },
    updated: '2025-09-09',
    replaces: [
      {
        product: 119,
        match: 'function',
        orderable: 1,
        differences: [
          ['电压反馈结构：外围电路需重新计算', 'Voltage feedback: recompute the feedback network'],
          ['带宽 500 MHz', '500 MHz bandwidth'],
        ],
      },
    ],
  },
  {
    part: 'NWA5686R',
    vendor: 'northwind',
    description: ['16 位四通道电压输出 DAC，内置基准', '16-bit quad voltage-output DAC with reference'],
    package: 'TSSOP-16',
    specs: { type: 'same', channels: 4, resolution: 16, rate: 200, supply_max: 5.5, iq: 2200 },
    updated: '2026-05-06',
    replaces: [
      {
        product: 120,
        match: 'pin_to_pin',
        orderable: 0,
        differences: [['无内置基准：需外接基准电压', 'No internal reference: add an external one']],
      },
    ],
  },
  // --------------------------------------------------------------------------------------- wireless
  {
    part: 'NWR52832',
    vendor: 'northwind',
    description: ['低功耗蓝牙 5.0 SoC', 'Bluetooth LE 5.0 SoC'],
    package: 'QFN6x6-48',
    specs: { protocol: 'same', flash: 512, ram: 64, rx_current: 5.4, tx_power: 4, sensitivity: -96 },
    updated: '2026-04-28',
    replaces: [
      {
        product: 106,
        match: 'function',
        differences: [
          ['蓝牙 5.3，接收电流更低', 'Bluetooth 5.3, lower receive current'],
          ['封装 QFN5x5-40，需重新布板', 'QFN5x5-40 package: a new layout'],
          ['SDK 不同', 'Another SDK'],
        ],
      },
      {
        product: 121,
        match: 'function',
        differences: [
          ['存储更小：256 KB 闪存', 'Less memory: 256 KB flash'],
          ['不推荐新设计', 'Not for new designs'],
        ],
      },
    ],
  },
  {
    part: 'LK2640-R',
    vendor: 'larkspur',
    description: ['低功耗蓝牙 5.3 无线 MCU', 'Bluetooth LE 5.3 wireless MCU'],
    package: 'QFN5x5-40',
    specs: { protocol: 'same', flash: 1024, ram: 256, rx_current: 6.4, tx_power: 8, sensitivity: -97 },
    updated: '2026-08-19',
    replaces: [
      {
        product: 106,
        match: 'similar',
        orderable: 0,
        differences: [
          ['闪存 512 KB（对方 1 MB）', '512 KB flash (theirs 1 MB)'],
          ['发射功率 10 dBm', '10 dBm transmit power'],
          ['SDK 不同', 'Another SDK'],
        ],
      },
    ],
  },
  {
    part: 'QL9118',
    vendor: 'quillon',
    description: ['支持信道探测的低功耗蓝牙 5.4 SoC', 'Bluetooth LE 5.4 SoC with channel sounding'],
    package: 'QFN7x7-56',
    specs: { protocol: 'same', flash: 1024, ram: 192, rx_current: 3.1, tx_power: 10, sensitivity: -98 },
    updated: '2026-10-21',
    replaces: [{ product: 122, match: 'function', differences: [['封装 QFN6x6-48，需重新布板', 'QFN6x6-48 package: a new layout']] }],
  },
  {
    part: 'AMX2652P',
    vendor: 'aldermoor',
    description: ['多协议无线 MCU（BLE / Zigbee / Thread）', 'Multiprotocol wireless MCU (BLE / Zigbee / Thread)'],
    package: 'QFN7x7-56',
    specs: { protocol: 'same', flash: 704, ram: 152, rx_current: 6.9, tx_power: 20, sensitivity: -100 },
    updated: '2026-06-12',
    replaces: [
      {
        product: 123,
        match: 'function',
        orderable: 1,
        differences: [
          ['引脚排列不同', 'Another pinout'],
          ['存储更大：1 MB 闪存', 'More memory: 1 MB flash'],
        ],
      },
    ],
  },
  {
    part: 'NWR5340A',
    vendor: 'northwind',
    description: ['双核 LE Audio 蓝牙 SoC', 'Dual-core LE Audio Bluetooth SoC'],
    package: 'QFN7x7-94',
    specs: { protocol: 'same', flash: 1024, ram: 512, rx_current: 2.7, tx_power: 3, sensitivity: -98 },
    updated: '2026-11-02',
    replaces: [
      {
        product: 124,
        match: 'similar',
        differences: [
          ['单核，闪存 2 MB', 'Single core, 2 MB flash'],
          ['开发中：量产时间请咨询销售', 'In development: ask sales for production dates'],
        ],
      },
    ],
  },
  // ---------------------------------------------------------------------------------------- sensors
  {
    part: 'NWS31-DIS',
    vendor: 'northwind',
    description: ['数字温湿度传感器', 'Digital humidity and temperature sensor'],
    package: 'DFN2.5x2.5-6',
    specs: { type: 'same', interface: 'same', supply_min: 2.15, supply_max: 5.5, iq: 0.2, grade: 'same' },
    updated: '2026-01-07',
    replaces: [
      {
        product: 107,
        match: 'pin_to_pin',
        orderable: 0,
        differences: [['供电 1.08 V 至 3.6 V（对方 2.15 V 至 5.5 V）', 'Supply 1.08 V to 3.6 V (theirs 2.15 V to 5.5 V)']],
      },
    ],
  },
  {
    part: 'LK117',
    vendor: 'larkspur',
    description: ['±0.1 °C 数字温度传感器', '±0.1 °C digital temperature sensor'],
    package: 'DFN2x2-6',
    specs: { type: 'same', interface: 'same', supply_min: 1.4, supply_max: 3.6, iq: 0.5, grade: 'same' },
    updated: '2026-07-30',
    replaces: [
      { product: 125, match: 'drop_in', orderable: 1 },
      {
        product: 128,
        match: 'similar',
        differences: [
          ['车规级，精度 ±0.25 °C', 'Automotive grade, ±0.25 °C accuracy'],
          ['封装 SOT23-6', 'SOT23-6 package'],
        ],
      },
    ],
  },
  {
    part: 'QL2DH12',
    vendor: 'quillon',
    description: ['三轴 MEMS 加速度计', 'Three-axis MEMS accelerometer'],
    package: 'LGA2x2-12',
    specs: { type: 'same', interface: 'same', supply_min: 1.71, supply_max: 3.6, iq: 2, grade: 'same' },
    updated: '2026-05-19',
    replaces: [
      {
        product: 126,
        match: 'pin_to_pin',
        orderable: 0,
        differences: [['寄存器映射不同：驱动需调整', 'Another register map: adapt the driver']],
      },
    ],
  },
  {
    part: 'AMX3144',
    vendor: 'aldermoor',
    description: ['低功耗全极霍尔开关', 'Low-power omnipolar Hall switch'],
    package: 'SOT23-3',
    specs: { type: 'same', interface: 'same', supply_min: 1.65, supply_max: 5.5, iq: 1.5, grade: 'same' },
    updated: '2025-12-15',
    replaces: [{ product: 127, match: 'drop_in', orderable: 0 }],
  },
  {
    part: 'NWS1324-Q1',
    vendor: 'northwind',
    description: ['车规级线性霍尔传感器', 'Automotive linear Hall sensor'],
    package: 'SOT23-3',
    specs: { type: 'same', interface: 'same', supply_min: 4.5, supply_max: 5.5, iq: 6000, grade: 'same' },
    updated: '2026-10-30',
    replaces: [
      {
        product: 108,
        match: 'function',
        differences: [
          ['封装 SOIC-8', 'SOIC-8 package'],
          ['开发中：量产时间请咨询销售', 'In development: ask sales for production dates'],
        ],
      },
    ],
  },
];
