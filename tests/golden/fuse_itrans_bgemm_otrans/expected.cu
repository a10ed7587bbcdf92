extern "C" __global__ void __launch_bounds__(192) pkf_full_16_itrans_bgemm_otrans(half* __restrict__ U_ptr, half* __restrict__ x_ptr, half* __restrict__ y_ptr) {
  extern __shared__ __align__(128) unsigned char pkf_smem[];
  // V of this block's 16 tiles for all 64 channels stays in shared memory.
  half* pkf_v_tile = (half*)(pkf_smem + 0);
  // M of this block's 16 tiles for all 64 output channels: written by the BGEMM, read by OTrans.
  half* pkf_m_tile = (half*)(pkf_smem + 0);
  // ITrans of this block's tiles: 32 one-warp ITrans blocks, taken in turn by the 6 warps.
  for (int pkf_task = (int)threadIdx.y; pkf_task < 32; pkf_task += 6) {
  half* d_shared_ptr = (half*)(pkf_smem + 82944 + (threadIdx.y) * 2448);
  int cse_v1 = ((((int)blockIdx.x) * 32 + pkf_task) % 112);
  int cse_v38 = ((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x));
  half condval;
  if ((112 <= (((int)blockIdx.x) * 32 + pkf_task)) && (2 <= ((((int)blockIdx.x) * 32 + pkf_task) % 112))) {
    condval = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) - 14400)];
  } else {
    condval = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[((int)threadIdx.x)] = condval;
  int cse_v2 = (((int)threadIdx.x) + 34);
  half condval_1;
  if (112 <= (((int)blockIdx.x) * 32 + pkf_task)) {
    condval_1 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) - 14336)];
  } else {
    condval_1 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 34)] = condval_1;
  int cse_v3 = (((int)threadIdx.x) + 68);
  half condval_2;
  if (112 <= (((int)blockIdx.x) * 32 + pkf_task)) {
    condval_2 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) - 14272)];
  } else {
    condval_2 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 68)] = condval_2;
  int cse_v4 = (((int)threadIdx.x) + 102);
  half condval_3;
  if (112 <= (((int)blockIdx.x) * 32 + pkf_task)) {
    condval_3 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) - 14208)];
  } else {
    condval_3 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 102)] = condval_3;
  int cse_v5 = (((int)threadIdx.x) + 136);
  half condval_4;
  if (112 <= (((int)blockIdx.x) * 32 + pkf_task)) {
    condval_4 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) - 14144)];
  } else {
    condval_4 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 136)] = condval_4;
  int cse_v6 = (((int)threadIdx.x) + 170);
  half condval_5;
  if ((112 <= (((int)blockIdx.x) * 32 + pkf_task)) && (((((int)blockIdx.x) * 32 + pkf_task) % 112) < 110)) {
    condval_5 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) - 14080)];
  } else {
    condval_5 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 170)] = condval_5;
  int cse_v7 = (((int)threadIdx.x) + 204);
  half condval_6;
  if (2 <= ((((int)blockIdx.x) * 32 + pkf_task) % 112)) {
    condval_6 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) - 64)];
  } else {
    condval_6 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 204)] = condval_6;
  int cse_v8 = (((int)threadIdx.x) + 238);
  d_shared_ptr[(((int)threadIdx.x) + 238)] = x_ptr[((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x))];
  int cse_v9 = (((int)threadIdx.x) + 272);
  d_shared_ptr[(((int)threadIdx.x) + 272)] = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 64)];
  int cse_v10 = (((int)threadIdx.x) + 306);
  d_shared_ptr[(((int)threadIdx.x) + 306)] = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 128)];
  int cse_v11 = (((int)threadIdx.x) + 340);
  d_shared_ptr[(((int)threadIdx.x) + 340)] = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 192)];
  int cse_v12 = (((int)threadIdx.x) + 374);
  half condval_7;
  if (((((int)blockIdx.x) * 32 + pkf_task) % 112) < 110) {
    condval_7 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 256)];
  } else {
    condval_7 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 374)] = condval_7;
  int cse_v13 = (((int)threadIdx.x) + 408);
  half condval_8;
  if (2 <= ((((int)blockIdx.x) * 32 + pkf_task) % 112)) {
    condval_8 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 14272)];
  } else {
    condval_8 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 408)] = condval_8;
  int cse_v14 = (((int)threadIdx.x) + 442);
  d_shared_ptr[(((int)threadIdx.x) + 442)] = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 14336)];
  int cse_v15 = (((int)threadIdx.x) + 476);
  d_shared_ptr[(((int)threadIdx.x) + 476)] = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 14400)];
  int cse_v16 = (((int)threadIdx.x) + 510);
  d_shared_ptr[(((int)threadIdx.x) + 510)] = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 14464)];
  int cse_v17 = (((int)threadIdx.x) + 544);
  d_shared_ptr[(((int)threadIdx.x) + 544)] = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 14528)];
  int cse_v18 = (((int)threadIdx.x) + 578);
  half condval_9;
  if (((((int)blockIdx.x) * 32 + pkf_task) % 112) < 110) {
    condval_9 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 14592)];
  } else {
    condval_9 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 578)] = condval_9;
  int cse_v19 = (((int)threadIdx.x) + 612);
  half condval_10;
  if (2 <= ((((int)blockIdx.x) * 32 + pkf_task) % 112)) {
    condval_10 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 28608)];
  } else {
    condval_10 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 612)] = condval_10;
  int cse_v20 = (((int)threadIdx.x) + 646);
  d_shared_ptr[(((int)threadIdx.x) + 646)] = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 28672)];
  int cse_v21 = (((int)threadIdx.x) + 680);
  d_shared_ptr[(((int)threadIdx.x) + 680)] = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 28736)];
  int cse_v22 = (((int)threadIdx.x) + 714);
  d_shared_ptr[(((int)threadIdx.x) + 714)] = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 28800)];
  int cse_v23 = (((int)threadIdx.x) + 748);
  d_shared_ptr[(((int)threadIdx.x) + 748)] = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 28864)];
  int cse_v24 = (((int)threadIdx.x) + 782);
  half condval_11;
  if (((((int)blockIdx.x) * 32 + pkf_task) % 112) < 110) {
    condval_11 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 28928)];
  } else {
    condval_11 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 782)] = condval_11;
  int cse_v25 = (((int)threadIdx.x) + 816);
  half condval_12;
  if (2 <= ((((int)blockIdx.x) * 32 + pkf_task) % 112)) {
    condval_12 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 42944)];
  } else {
    condval_12 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 816)] = condval_12;
  int cse_v26 = (((int)threadIdx.x) + 850);
  d_shared_ptr[(((int)threadIdx.x) + 850)] = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 43008)];
  int cse_v27 = (((int)threadIdx.x) + 884);
  d_shared_ptr[(((int)threadIdx.x) + 884)] = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 43072)];
  int cse_v28 = (((int)threadIdx.x) + 918);
  d_shared_ptr[(((int)threadIdx.x) + 918)] = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 43136)];
  int cse_v29 = (((int)threadIdx.x) + 952);
  d_shared_ptr[(((int)threadIdx.x) + 952)] = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 43200)];
  int cse_v30 = (((int)threadIdx.x) + 986);
  half condval_13;
  if (((((int)blockIdx.x) * 32 + pkf_task) % 112) < 110) {
    condval_13 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 43264)];
  } else {
    condval_13 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 986)] = condval_13;
  int cse_v31 = (((int)threadIdx.x) + 1020);
  half condval_14;
  if (((((int)blockIdx.x) * 32 + pkf_task) < 6160) && (2 <= ((((int)blockIdx.x) * 32 + pkf_task) % 112))) {
    condval_14 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 57280)];
  } else {
    condval_14 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 1020)] = condval_14;
  int cse_v32 = (((int)threadIdx.x) + 1054);
  half condval_15;
  if ((((int)blockIdx.x) * 32 + pkf_task) < 6160) {
    condval_15 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 57344)];
  } else {
    condval_15 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 1054)] = condval_15;
  int cse_v33 = (((int)threadIdx.x) + 1088);
  half condval_16;
  if ((((int)blockIdx.x) * 32 + pkf_task) < 6160) {
    condval_16 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 57408)];
  } else {
    condval_16 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 1088)] = condval_16;
  int cse_v34 = (((int)threadIdx.x) + 1122);
  half condval_17;
  if ((((int)blockIdx.x) * 32 + pkf_task) < 6160) {
    condval_17 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 57472)];
  } else {
    condval_17 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 1122)] = condval_17;
  int cse_v35 = (((int)threadIdx.x) + 1156);
  half condval_18;
  if ((((int)blockIdx.x) * 32 + pkf_task) < 6160) {
    condval_18 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 57536)];
  } else {
    condval_18 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 1156)] = condval_18;
  int cse_v36 = (((int)threadIdx.x) + 1190);
  half condval_19;
  if (((((int)blockIdx.x) * 32 + pkf_task) < 6158) && (((((int)blockIdx.x) * 32 + pkf_task) % 112) < 110)) {
    condval_19 = x_ptr[(((((((((int)blockIdx.x) * 32 + pkf_task) / 112) * 57344) + ((((((int)blockIdx.x) * 32 + pkf_task) % 112) >> 1) * 256)) + (((((int)blockIdx.x) * 32 + pkf_task) & 1) * 32)) + ((int)threadIdx.x)) + 57600)];
  } else {
    condval_19 = __float2half_rn(0x0p+0f/*0.000000e+00*/);
  }
  d_shared_ptr[(((int)threadIdx.x) + 1190)] = condval_19;
  alignas(64) float BTd_local_ptr[36];
  alignas(64) float V_acc_local_ptr[36];
  __syncwarp();
  const auto BTd_local_ptr_part0 = ((float)d_shared_ptr[(((int)threadIdx.x) + 816)]) + (-0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 408)]));
  const auto BTd_local_ptr_part1 = ((float)d_shared_ptr[(((int)threadIdx.x) + 612)]) + (-0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 204)]));
  const auto BTd_local_ptr_part2 = ((float)d_shared_ptr[(((int)threadIdx.x) + 850)]) + (-0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 442)]));
  const auto BTd_local_ptr_part3 = ((float)d_shared_ptr[(((int)threadIdx.x) + 646)]) + (-0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 238)]));
  const auto BTd_local_ptr_part4 = ((float)d_shared_ptr[(((int)threadIdx.x) + 884)]) + (-0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 476)]));
  const auto BTd_local_ptr_part5 = ((float)d_shared_ptr[(((int)threadIdx.x) + 680)]) + (-0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 272)]));
  const auto BTd_local_ptr_part6 = ((float)d_shared_ptr[(((int)threadIdx.x) + 918)]) + (-0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 510)]));
  const auto BTd_local_ptr_part7 = ((float)d_shared_ptr[(((int)threadIdx.x) + 714)]) + (-0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 306)]));
  const auto BTd_local_ptr_part8 = ((float)d_shared_ptr[(((int)threadIdx.x) + 952)]) + (-0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 544)]));
  const auto BTd_local_ptr_part9 = ((float)d_shared_ptr[(((int)threadIdx.x) + 748)]) + (-0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 340)]));
  const auto BTd_local_ptr_part10 = ((float)d_shared_ptr[(((int)threadIdx.x) + 986)]) + (-0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 578)]));
  const auto BTd_local_ptr_part11 = ((float)d_shared_ptr[(((int)threadIdx.x) + 782)]) + (-0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 374)]));
  const auto BTd_local_ptr_part12 = ((float)d_shared_ptr[(((int)threadIdx.x) + 816)]) - ((float)d_shared_ptr[(((int)threadIdx.x) + 408)]);
  const auto BTd_local_ptr_part13 = ((float)d_shared_ptr[(((int)threadIdx.x) + 612)]) - ((float)d_shared_ptr[(((int)threadIdx.x) + 204)]);
  const auto BTd_local_ptr_part14 = ((float)d_shared_ptr[(((int)threadIdx.x) + 850)]) - ((float)d_shared_ptr[(((int)threadIdx.x) + 442)]);
  const auto BTd_local_ptr_part15 = ((float)d_shared_ptr[(((int)threadIdx.x) + 646)]) - ((float)d_shared_ptr[(((int)threadIdx.x) + 238)]);
  const auto BTd_local_ptr_part16 = ((float)d_shared_ptr[(((int)threadIdx.x) + 884)]) - ((float)d_shared_ptr[(((int)threadIdx.x) + 476)]);
  const auto BTd_local_ptr_part17 = ((float)d_shared_ptr[(((int)threadIdx.x) + 680)]) - ((float)d_shared_ptr[(((int)threadIdx.x) + 272)]);
  const auto BTd_local_ptr_part18 = ((float)d_shared_ptr[(((int)threadIdx.x) + 918)]) - ((float)d_shared_ptr[(((int)threadIdx.x) + 510)]);
  const auto BTd_local_ptr_part19 = ((float)d_shared_ptr[(((int)threadIdx.x) + 714)]) - ((float)d_shared_ptr[(((int)threadIdx.x) + 306)]);
  const auto BTd_local_ptr_part20 = ((float)d_shared_ptr[(((int)threadIdx.x) + 952)]) - ((float)d_shared_ptr[(((int)threadIdx.x) + 544)]);
  const auto BTd_local_ptr_part21 = ((float)d_shared_ptr[(((int)threadIdx.x) + 748)]) - ((float)d_shared_ptr[(((int)threadIdx.x) + 340)]);
  const auto BTd_local_ptr_part22 = ((float)d_shared_ptr[(((int)threadIdx.x) + 986)]) - ((float)d_shared_ptr[(((int)threadIdx.x) + 578)]);
  const auto BTd_local_ptr_part23 = ((float)d_shared_ptr[(((int)threadIdx.x) + 782)]) - ((float)d_shared_ptr[(((int)threadIdx.x) + 374)]);
  BTd_local_ptr[0] = ((float)d_shared_ptr[(((int)threadIdx.x) + 816)]) + (0x1p+2f * ((float)d_shared_ptr[((int)threadIdx.x)])) + (-0x1.4p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 408)]));
  BTd_local_ptr[1] = ((float)d_shared_ptr[(((int)threadIdx.x) + 850)]) + (0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 34)])) + (-0x1.4p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 442)]));
  BTd_local_ptr[2] = ((float)d_shared_ptr[(((int)threadIdx.x) + 884)]) + (0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 68)])) + (-0x1.4p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 476)]));
  BTd_local_ptr[3] = ((float)d_shared_ptr[(((int)threadIdx.x) + 918)]) + (0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 102)])) + (-0x1.4p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 510)]));
  BTd_local_ptr[4] = ((float)d_shared_ptr[(((int)threadIdx.x) + 952)]) + (0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 136)])) + (-0x1.4p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 544)]));
  BTd_local_ptr[5] = ((float)d_shared_ptr[(((int)threadIdx.x) + 986)]) + (0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 170)])) + (-0x1.4p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 578)]));
  BTd_local_ptr[6] = BTd_local_ptr_part0 + BTd_local_ptr_part1;
  BTd_local_ptr[7] = BTd_local_ptr_part2 + BTd_local_ptr_part3;
  BTd_local_ptr[8] = BTd_local_ptr_part4 + BTd_local_ptr_part5;
  BTd_local_ptr[9] = BTd_local_ptr_part6 + BTd_local_ptr_part7;
  BTd_local_ptr[10] = BTd_local_ptr_part8 + BTd_local_ptr_part9;
  BTd_local_ptr[11] = BTd_local_ptr_part10 + BTd_local_ptr_part11;
  BTd_local_ptr[12] = BTd_local_ptr_part0 - BTd_local_ptr_part1;
  BTd_local_ptr[13] = BTd_local_ptr_part2 - BTd_local_ptr_part3;
  BTd_local_ptr[14] = BTd_local_ptr_part4 - BTd_local_ptr_part5;
  BTd_local_ptr[15] = BTd_local_ptr_part6 - BTd_local_ptr_part7;
  BTd_local_ptr[16] = BTd_local_ptr_part8 - BTd_local_ptr_part9;
  BTd_local_ptr[17] = BTd_local_ptr_part10 - BTd_local_ptr_part11;
  BTd_local_ptr[18] = BTd_local_ptr_part12 + (0x1p+1f * BTd_local_ptr_part13);
  BTd_local_ptr[19] = BTd_local_ptr_part14 + (0x1p+1f * BTd_local_ptr_part15);
  BTd_local_ptr[20] = BTd_local_ptr_part16 + (0x1p+1f * BTd_local_ptr_part17);
  BTd_local_ptr[21] = BTd_local_ptr_part18 + (0x1p+1f * BTd_local_ptr_part19);
  BTd_local_ptr[22] = BTd_local_ptr_part20 + (0x1p+1f * BTd_local_ptr_part21);
  BTd_local_ptr[23] = BTd_local_ptr_part22 + (0x1p+1f * BTd_local_ptr_part23);
  BTd_local_ptr[24] = BTd_local_ptr_part12 + (-0x1p+1f * BTd_local_ptr_part13);
  BTd_local_ptr[25] = BTd_local_ptr_part14 + (-0x1p+1f * BTd_local_ptr_part15);
  BTd_local_ptr[26] = BTd_local_ptr_part16 + (-0x1p+1f * BTd_local_ptr_part17);
  BTd_local_ptr[27] = BTd_local_ptr_part18 + (-0x1p+1f * BTd_local_ptr_part19);
  BTd_local_ptr[28] = BTd_local_ptr_part20 + (-0x1p+1f * BTd_local_ptr_part21);
  BTd_local_ptr[29] = BTd_local_ptr_part22 + (-0x1p+1f * BTd_local_ptr_part23);
  BTd_local_ptr[30] = ((float)d_shared_ptr[(((int)threadIdx.x) + 1020)]) + (0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 204)])) + (-0x1.4p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 612)]));
  BTd_local_ptr[31] = ((float)d_shared_ptr[(((int)threadIdx.x) + 1054)]) + (0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 238)])) + (-0x1.4p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 646)]));
  BTd_local_ptr[32] = ((float)d_shared_ptr[(((int)threadIdx.x) + 1088)]) + (0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 272)])) + (-0x1.4p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 680)]));
  BTd_local_ptr[33] = ((float)d_shared_ptr[(((int)threadIdx.x) + 1122)]) + (0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 306)])) + (-0x1.4p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 714)]));
  BTd_local_ptr[34] = ((float)d_shared_ptr[(((int)threadIdx.x) + 1156)]) + (0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 340)])) + (-0x1.4p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 748)]));
  BTd_local_ptr[35] = ((float)d_shared_ptr[(((int)threadIdx.x) + 1190)]) + (0x1p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 374)])) + (-0x1.4p+2f * ((float)d_shared_ptr[(((int)threadIdx.x) + 782)]));
  const auto V_acc_local_ptr_part0 = BTd_local_ptr[4] + (-0x1p+2f * BTd_local_ptr[2]);
  const auto V_acc_local_ptr_part1 = BTd_local_ptr[3] + (-0x1p+2f * BTd_local_ptr[1]);
  const auto V_acc_local_ptr_part2 = BTd_local_ptr[4] - BTd_local_ptr[2];
  const auto V_acc_local_ptr_part3 = BTd_local_ptr[3] - BTd_local_ptr[1];
  const auto V_acc_local_ptr_part4 = BTd_local_ptr[10] + (-0x1p+2f * BTd_local_ptr[8]);
  const auto V_acc_local_ptr_part5 = BTd_local_ptr[9] + (-0x1p+2f * BTd_local_ptr[7]);
  const auto V_acc_local_ptr_part6 = BTd_local_ptr[10] - BTd_local_ptr[8];
  const auto V_acc_local_ptr_part7 = BTd_local_ptr[9] - BTd_local_ptr[7];
  const auto V_acc_local_ptr_part8 = BTd_local_ptr[16] + (-0x1p+2f * BTd_local_ptr[14]);
  const auto V_acc_local_ptr_part9 = BTd_local_ptr[15] + (-0x1p+2f * BTd_local_ptr[13]);
  const auto V_acc_local_ptr_part10 = BTd_local_ptr[16] - BTd_local_ptr[14];
  const auto V_acc_local_ptr_part11 = BTd_local_ptr[15] - BTd_local_ptr[13];
  const auto V_acc_local_ptr_part12 = BTd_local_ptr[22] + (-0x1p+2f * BTd_local_ptr[20]);
  const auto V_acc_local_ptr_part13 = BTd_local_ptr[21] + (-0x1p+2f * BTd_local_ptr[19]);
  const auto V_acc_local_ptr_part14 = BTd_local_ptr[22] - BTd_local_ptr[20];
  const auto V_acc_local_ptr_part15 = BTd_local_ptr[21] - BTd_local_ptr[19];
  const auto V_acc_local_ptr_part16 = BTd_local_ptr[28] + (-0x1p+2f * BTd_local_ptr[26]);
  const auto V_acc_local_ptr_part17 = BTd_local_ptr[27] + (-0x1p+2f * BTd_local_ptr[25]);
  const auto V_acc_local_ptr_part18 = BTd_local_ptr[28] - BTd_local_ptr[26];
  const auto V_acc_local_ptr_part19 = BTd_local_ptr[27] - BTd_local_ptr[25];
  const auto V_acc_local_ptr_part20 = BTd_local_ptr[34] + (-0x1p+2f * BTd_local_ptr[32]);
  const auto V_acc_local_ptr_part21 = BTd_local_ptr[33] + (-0x1p+2f * BTd_local_ptr[31]);
  const auto V_acc_local_ptr_part22 = BTd_local_ptr[34] - BTd_local_ptr[32];
  const auto V_acc_local_ptr_part23 = BTd_local_ptr[33] - BTd_local_ptr[31];
  V_acc_local_ptr[0] = BTd_local_ptr[4] + (0x1p+2f * BTd_local_ptr[0]) + (-0x1.4p+2f * BTd_local_ptr[2]);
  V_acc_local_ptr[1] = V_acc_local_ptr_part0 + V_acc_local_ptr_part1;
  V_acc_local_ptr[2] = V_acc_local_ptr_part0 - V_acc_local_ptr_part1;
  V_acc_local_ptr[3] = V_acc_local_ptr_part2 + (0x1p+1f * V_acc_local_ptr_part3);
  V_acc_local_ptr[4] = V_acc_local_ptr_part2 + (-0x1p+1f * V_acc_local_ptr_part3);
  V_acc_local_ptr[5] = BTd_local_ptr[5] + (0x1p+2f * BTd_local_ptr[1]) + (-0x1.4p+2f * BTd_local_ptr[3]);
  V_acc_local_ptr[6] = BTd_local_ptr[10] + (0x1p+2f * BTd_local_ptr[6]) + (-0x1.4p+2f * BTd_local_ptr[8]);
  V_acc_local_ptr[7] = V_acc_local_ptr_part4 + V_acc_local_ptr_part5;
  V_acc_local_ptr[8] = V_acc_local_ptr_part4 - V_acc_local_ptr_part5;
  V_acc_local_ptr[9] = V_acc_local_ptr_part6 + (0x1p+1f * V_acc_local_ptr_part7);
  V_acc_local_ptr[10] = V_acc_local_ptr_part6 + (-0x1p+1f * V_acc_local_ptr_part7);
  V_acc_local_ptr[11] = BTd_local_ptr[11] + (0x1p+2f * BTd_local_ptr[7]) + (-0x1.4p+2f * BTd_local_ptr[9]);
  V_acc_local_ptr[12] = BTd_local_ptr[16] + (0x1p+2f * BTd_local_ptr[12]) + (-0x1.4p+2f * BTd_local_ptr[14]);
  V_acc_local_ptr[13] = V_acc_local_ptr_part8 + V_acc_local_ptr_part9;
  V_acc_local_ptr[14] = V_acc_local_ptr_part8 - V_acc_local_ptr_part9;
  V_acc_local_ptr[15] = V_acc_local_ptr_part10 + (0x1p+1f * V_acc_local_ptr_part11);
  V_acc_local_ptr[16] = V_acc_local_ptr_part10 + (-0x1p+1f * V_acc_local_ptr_part11);
  V_acc_local_ptr[17] = BTd_local_ptr[17] + (0x1p+2f * BTd_local_ptr[13]) + (-0x1.4p+2f * BTd_local_ptr[15]);
  V_acc_local_ptr[18] = BTd_local_ptr[22] + (0x1p+2f * BTd_local_ptr[18]) + (-0x1.4p+2f * BTd_local_ptr[20]);
  V_acc_local_ptr[19] = V_acc_local_ptr_part12 + V_acc_local_ptr_part13;
  V_acc_local_ptr[20] = V_acc_local_ptr_part12 - V_acc_local_ptr_part13;
  V_acc_local_ptr[21] = V_acc_local_ptr_part14 + (0x1p+1f * V_acc_local_ptr_part15);
  V_acc_local_ptr[22] = V_acc_local_ptr_part14 + (-0x1p+1f * V_acc_local_ptr_part15);
  V_acc_local_ptr[23] = BTd_local_ptr[23] + (0x1p+2f * BTd_local_ptr[19]) + (-0x1.4p+2f * BTd_local_ptr[21]);
  V_acc_local_ptr[24] = BTd_local_ptr[28] + (0x1p+2f * BTd_local_ptr[24]) + (-0x1.4p+2f * BTd_local_ptr[26]);
  V_acc_local_ptr[25] = V_acc_local_ptr_part16 + V_acc_local_ptr_part17;
  V_acc_local_ptr[26] = V_acc_local_ptr_part16 - V_acc_local_ptr_part17;
  V_acc_local_ptr[27] = V_acc_local_ptr_part18 + (0x1p+1f * V_acc_local_ptr_part19);
  V_acc_local_ptr[28] = V_acc_local_ptr_part18 + (-0x1p+1f * V_acc_local_ptr_part19);
  V_acc_local_ptr[29] = BTd_local_ptr[29] + (0x1p+2f * BTd_local_ptr[25]) + (-0x1.4p+2f * BTd_local_ptr[27]);
  V_acc_local_ptr[30] = BTd_local_ptr[34] + (0x1p+2f * BTd_local_ptr[30]) + (-0x1.4p+2f * BTd_local_ptr[32]);
  V_acc_local_ptr[31] = V_acc_local_ptr_part20 + V_acc_local_ptr_part21;
  V_acc_local_ptr[32] = V_acc_local_ptr_part20 - V_acc_local_ptr_part21;
  V_acc_local_ptr[33] = V_acc_local_ptr_part22 + (0x1p+1f * V_acc_local_ptr_part23);
  V_acc_local_ptr[34] = V_acc_local_ptr_part22 + (-0x1p+1f * V_acc_local_ptr_part23);
  V_acc_local_ptr[35] = BTd_local_ptr[35] + (0x1p+2f * BTd_local_ptr[31]) + (-0x1.4p+2f * BTd_local_ptr[33]);
  int cse_v37 = (((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x));
  pkf_v_tile[(((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8)] = ((half)V_acc_local_ptr[0]);
  pkf_v_tile[(1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[1]);
  pkf_v_tile[(2304 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[2]);
  pkf_v_tile[(3456 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[3]);
  pkf_v_tile[(4608 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[4]);
  pkf_v_tile[(5760 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[5]);
  pkf_v_tile[(6912 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[6]);
  pkf_v_tile[(8064 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[7]);
  pkf_v_tile[(9216 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[8]);
  pkf_v_tile[(10368 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[9]);
  pkf_v_tile[(11520 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[10]);
  pkf_v_tile[(12672 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[11]);
  pkf_v_tile[(13824 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[12]);
  pkf_v_tile[(14976 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[13]);
  pkf_v_tile[(16128 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[14]);
  pkf_v_tile[(17280 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[15]);
  pkf_v_tile[(18432 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[16]);
  pkf_v_tile[(19584 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[17]);
  pkf_v_tile[(20736 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[18]);
  pkf_v_tile[(21888 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[19]);
  pkf_v_tile[(23040 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[20]);
  pkf_v_tile[(24192 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[21]);
  pkf_v_tile[(25344 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[22]);
  pkf_v_tile[(26496 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[23]);
  pkf_v_tile[(27648 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[24]);
  pkf_v_tile[(28800 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[25]);
  pkf_v_tile[(29952 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[26]);
  pkf_v_tile[(31104 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[27]);
  pkf_v_tile[(32256 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[28]);
  pkf_v_tile[(33408 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[29]);
  pkf_v_tile[(34560 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[30]);
  pkf_v_tile[(35712 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[31]);
  pkf_v_tile[(36864 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[32]);
  pkf_v_tile[(38016 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[33]);
  pkf_v_tile[(39168 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[34]);
  pkf_v_tile[(40320 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) / 200704 * 1152 + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))] = ((half)V_acc_local_ptr[35]);
}
  // The one block barrier PKF needs: all of the block's V is in shared memory before any warp reads it.
  __syncthreads();
  {
  for (int e_0 = 0; e_0 < 6; ++e_0) {
    float* M_acc_shared_ptr = (float*)(pkf_smem + 82944);
    nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> M_acc_wmma_accumulator_ptr[4];
    for (int k_0_1_init = 0; k_0_1_init < 4; ++k_0_1_init) {
      nvcuda::wmma::fill_fragment(M_acc_wmma_accumulator_ptr[k_0_1_init], 0x0p+0f/*0.000000e+00*/);
    }
    int cse_v13 = (((e_0 * 1204224) + (((int)threadIdx.y) * 200704)) + (((int)blockIdx.x) * 1024));
    for (int rc_0_0 = 0; rc_0_0 < 2; ++rc_0_0) {
      half* U_shared_ptr = (half*)(pkf_smem + 109056);
      int cse_v1 = (((int)threadIdx.x) >> 2);
      int cse_v2 = (rc_0_0 * 32);
      int cse_v3 = (((int)threadIdx.y) * 640);
      int cse_v9 = ((((int)threadIdx.x) >> 2) * 64);
      int cse_v10 = ((((int)threadIdx.x) & 3) * 8);
      int cse_v11 = ((((int)threadIdx.x) >> 2) * 40);
      __syncwarp();
      int cse_v4 = (((int)threadIdx.y) * 2560);
      // lane t copies what TVM's lane (t % 2) * 16 + t / 2 copied: 4 instead of 8 wavefronts per store.
      for (int ax1_ax2_fused_0_1 = 0; ax1_ax2_fused_0_1 < 8; ++ax1_ax2_fused_0_1) {
        *(uint4*)(U_shared_ptr + ((((((int)threadIdx.y) * 2560) + (ax1_ax2_fused_0_1 * 320)) + (((((((int)threadIdx.x) & 1) * 16) + (((int)threadIdx.x) >> 1)) >> 2) * 40)) + (((((((int)threadIdx.x) & 1) * 16) + (((int)threadIdx.x) >> 1)) & 3) * 8))) = *(uint4*)(U_ptr + ((((((e_0 * 24576) + (((int)threadIdx.y) * 4096)) + (ax1_ax2_fused_0_1 * 512)) + (((((((int)threadIdx.x) & 1) * 16) + (((int)threadIdx.x) >> 1)) >> 2) * 64)) + (rc_0_0 * 32)) + (((((((int)threadIdx.x) & 1) * 16) + (((int)threadIdx.x) >> 1)) & 3) * 8)));
      }
      __syncwarp();
      for (int rc_0_1 = 0; rc_0_1 < 2; ++rc_0_1) {
        nvcuda::wmma::fragment<nvcuda::wmma::matrix_a, 16, 16, 16, half, nvcuda::wmma::row_major> V_shared_wmma_matrix_a_ptr[1];
        nvcuda::wmma::fragment<nvcuda::wmma::matrix_b, 16, 16, 16, half, nvcuda::wmma::col_major> U_shared_wmma_matrix_b_ptr[4];
        int cse_v5 = (rc_0_1 * 16);
        nvcuda::wmma::load_matrix_sync(V_shared_wmma_matrix_a_ptr[0], (&(pkf_v_tile[((((((((((e_0 * 1204224) + (((int)threadIdx.y) * 200704)) + (((int)blockIdx.x) * 1024)) + ((0) * 512)) + (((0) >> 2) * 64)) + (rc_0_0 * 32)) + (((0) & 3) * 8))) / 200704 * 1152 + (((((((((e_0 * 1204224) + (((int)threadIdx.y) * 200704)) + (((int)blockIdx.x) * 1024)) + ((0) * 512)) + (((0) >> 2) * 64)) + (rc_0_0 * 32)) + (((0) & 3) * 8))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((((e_0 * 1204224) + (((int)threadIdx.y) * 200704)) + (((int)blockIdx.x) * 1024)) + ((0) * 512)) + (((0) >> 2) * 64)) + (rc_0_0 * 32)) + (((0) & 3) * 8))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8)) + ((((((int)threadIdx.y) * 640) + (rc_0_1 * 16))) - (((((((int)threadIdx.y) * 640) + ((0) * 320)) + (((0) >> 2) * 40)) + (((0) & 3) * 8)))) / 40 * 72 + ((((((int)threadIdx.y) * 640) + (rc_0_1 * 16))) - (((((((int)threadIdx.y) * 640) + ((0) * 320)) + (((0) >> 2) * 40)) + (((0) & 3) * 8)))) % 40])), 72);
        int cse_v12 = ((((int)threadIdx.y) * 2560) + (rc_0_1 * 16));
        nvcuda::wmma::load_matrix_sync(U_shared_wmma_matrix_b_ptr[0], (&(U_shared_ptr[((((int)threadIdx.y) * 2560) + (rc_0_1 * 16))])), 40);
        nvcuda::wmma::load_matrix_sync(U_shared_wmma_matrix_b_ptr[1], (&(U_shared_ptr[(((((int)threadIdx.y) * 2560) + (rc_0_1 * 16)) + 640)])), 40);
        nvcuda::wmma::load_matrix_sync(U_shared_wmma_matrix_b_ptr[2], (&(U_shared_ptr[(((((int)threadIdx.y) * 2560) + (rc_0_1 * 16)) + 1280)])), 40);
        nvcuda::wmma::load_matrix_sync(U_shared_wmma_matrix_b_ptr[3], (&(U_shared_ptr[(((((int)threadIdx.y) * 2560) + (rc_0_1 * 16)) + 1920)])), 40);
        for (int k_0_1 = 0; k_0_1 < 4; ++k_0_1) {
          nvcuda::wmma::mma_sync(M_acc_wmma_accumulator_ptr[k_0_1], V_shared_wmma_matrix_a_ptr[0], U_shared_wmma_matrix_b_ptr[k_0_1], M_acc_wmma_accumulator_ptr[k_0_1]);
        }
      }
    }
    int cse_v6 = (((int)threadIdx.y) * 1024);
    for (int ax1_0 = 0; ax1_0 < 4; ++ax1_0) {
      nvcuda::wmma::store_matrix_sync((&(M_acc_shared_ptr[((((((int)threadIdx.y) * 1024) + (ax1_0 * 16))) + (((((int)threadIdx.y) * 1024) + (ax1_0 * 16))) / 64 * 4)])), M_acc_wmma_accumulator_ptr[ax1_0], 68, nvcuda::wmma::mem_row_major);
    }
    __syncwarp();
    for (int ax0_ax1_fused_0 = 0; ax0_ax1_fused_0 < 8; ++ax0_ax1_fused_0) {
      int cse_v7 = (ax0_ax1_fused_0 * 128);
      int cse_v8 = (((int)threadIdx.x) * 4);
      half4 __1;
      float4 v_ = *(float4*)(M_acc_shared_ptr + (((((((int)threadIdx.y) * 1024) + (ax0_ax1_fused_0 * 128)) + (((int)threadIdx.x) * 4))) + ((((((int)threadIdx.y) * 1024) + (ax0_ax1_fused_0 * 128)) + (((int)threadIdx.x) * 4))) / 64 * 4));
      __1.x = (half)(v_.x);
      __1.y = (half)(v_.y);
      __1.z = (half)(v_.z);
      __1.w = (half)(v_.w);
      *(half4*)(pkf_m_tile + (((((((e_0 * 1204224) + (((int)threadIdx.y) * 200704)) + (((int)blockIdx.x) * 1024)) + (ax0_ax1_fused_0 * 128)) + (((int)threadIdx.x) * 4))) / 200704 * 1152 + (((((((e_0 * 1204224) + (((int)threadIdx.y) * 200704)) + (((int)blockIdx.x) * 1024)) + (ax0_ax1_fused_0 * 128)) + (((int)threadIdx.x) * 4))) % 200704 - ((int)blockIdx.x) * 1024) + (((((((e_0 * 1204224) + (((int)threadIdx.y) * 200704)) + (((int)blockIdx.x) * 1024)) + (ax0_ax1_fused_0 * 128)) + (((int)threadIdx.x) * 4))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8)) = __1;
    }
  }
}
  // Full fusion: every warp's M is in shared memory before OTrans reads across Winograd positions.
  __syncthreads();
  // OTrans of this block's tiles: its 1024 (tile, output channel) threads, taken in turn by the block's threads.
  for (int pkf_otrans_task = (int)(threadIdx.y * blockDim.x + threadIdx.x); pkf_otrans_task < 1024; pkf_otrans_task += (int)(blockDim.x * blockDim.y)) {
  alignas(64) float ATM_local_ptr[24];
  alignas(64) float Y_tile_local_ptr[16];
  int cse_v1 = ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256));
  int cse_v2 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 1204224);
  int cse_v3 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 2408448);
  int cse_v4 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 3612672);
  int cse_v5 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 4816896);
  int cse_v6 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 1404928);
  int cse_v7 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 2609152);
  int cse_v8 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 3813376);
  int cse_v9 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 5017600);
  int cse_v10 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 1605632);
  int cse_v11 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 2809856);
  int cse_v12 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 4014080);
  int cse_v13 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 5218304);
  int cse_v14 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 1806336);
  int cse_v15 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 3010560);
  int cse_v16 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 4214784);
  int cse_v17 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 5419008);
  int cse_v18 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 2007040);
  int cse_v19 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 3211264);
  int cse_v20 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 4415488);
  int cse_v21 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 5619712);
  int cse_v22 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 2207744);
  int cse_v23 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 3411968);
  int cse_v24 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 4616192);
  int cse_v25 = (((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256)) + 5820416);
  const auto ATM_local_ptr_pair0 = ((float)pkf_m_tile[(6912 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ((float)pkf_m_tile[(13824 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair1 = ((float)pkf_m_tile[(6912 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) - ((float)pkf_m_tile[(13824 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair2 = ((float)pkf_m_tile[(20736 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ((float)pkf_m_tile[(27648 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair3 = ((float)pkf_m_tile[(20736 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) - ((float)pkf_m_tile[(27648 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair4 = ((float)pkf_m_tile[(8064 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ((float)pkf_m_tile[(14976 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair5 = ((float)pkf_m_tile[(8064 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) - ((float)pkf_m_tile[(14976 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair6 = ((float)pkf_m_tile[(21888 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ((float)pkf_m_tile[(28800 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair7 = ((float)pkf_m_tile[(21888 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) - ((float)pkf_m_tile[(28800 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair8 = ((float)pkf_m_tile[(9216 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ((float)pkf_m_tile[(16128 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair9 = ((float)pkf_m_tile[(9216 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) - ((float)pkf_m_tile[(16128 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair10 = ((float)pkf_m_tile[(23040 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ((float)pkf_m_tile[(29952 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair11 = ((float)pkf_m_tile[(23040 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) - ((float)pkf_m_tile[(29952 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair12 = ((float)pkf_m_tile[(10368 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ((float)pkf_m_tile[(17280 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair13 = ((float)pkf_m_tile[(10368 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) - ((float)pkf_m_tile[(17280 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair14 = ((float)pkf_m_tile[(24192 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ((float)pkf_m_tile[(31104 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair15 = ((float)pkf_m_tile[(24192 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) - ((float)pkf_m_tile[(31104 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair16 = ((float)pkf_m_tile[(11520 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ((float)pkf_m_tile[(18432 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair17 = ((float)pkf_m_tile[(11520 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) - ((float)pkf_m_tile[(18432 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair18 = ((float)pkf_m_tile[(25344 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ((float)pkf_m_tile[(32256 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair19 = ((float)pkf_m_tile[(25344 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) - ((float)pkf_m_tile[(32256 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair20 = ((float)pkf_m_tile[(12672 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ((float)pkf_m_tile[(19584 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair21 = ((float)pkf_m_tile[(12672 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) - ((float)pkf_m_tile[(19584 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair22 = ((float)pkf_m_tile[(26496 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ((float)pkf_m_tile[(33408 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  const auto ATM_local_ptr_pair23 = ((float)pkf_m_tile[(26496 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) - ((float)pkf_m_tile[(33408 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]);
  ATM_local_ptr[0] = ((float)pkf_m_tile[((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8)]) + ATM_local_ptr_pair0 + ATM_local_ptr_pair2;
  ATM_local_ptr[1] = ((float)pkf_m_tile[(1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ATM_local_ptr_pair4 + ATM_local_ptr_pair6;
  ATM_local_ptr[2] = ((float)pkf_m_tile[(2304 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ATM_local_ptr_pair8 + ATM_local_ptr_pair10;
  ATM_local_ptr[3] = ((float)pkf_m_tile[(3456 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ATM_local_ptr_pair12 + ATM_local_ptr_pair14;
  ATM_local_ptr[4] = ((float)pkf_m_tile[(4608 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ATM_local_ptr_pair16 + ATM_local_ptr_pair18;
  ATM_local_ptr[5] = ((float)pkf_m_tile[(5760 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ATM_local_ptr_pair20 + ATM_local_ptr_pair22;
  ATM_local_ptr[6] = ATM_local_ptr_pair1 + (0x1p+1f * ATM_local_ptr_pair3);
  ATM_local_ptr[7] = ATM_local_ptr_pair5 + (0x1p+1f * ATM_local_ptr_pair7);
  ATM_local_ptr[8] = ATM_local_ptr_pair9 + (0x1p+1f * ATM_local_ptr_pair11);
  ATM_local_ptr[9] = ATM_local_ptr_pair13 + (0x1p+1f * ATM_local_ptr_pair15);
  ATM_local_ptr[10] = ATM_local_ptr_pair17 + (0x1p+1f * ATM_local_ptr_pair19);
  ATM_local_ptr[11] = ATM_local_ptr_pair21 + (0x1p+1f * ATM_local_ptr_pair23);
  ATM_local_ptr[12] = ATM_local_ptr_pair0 + (0x1p+2f * ATM_local_ptr_pair2);
  ATM_local_ptr[13] = ATM_local_ptr_pair4 + (0x1p+2f * ATM_local_ptr_pair6);
  ATM_local_ptr[14] = ATM_local_ptr_pair8 + (0x1p+2f * ATM_local_ptr_pair10);
  ATM_local_ptr[15] = ATM_local_ptr_pair12 + (0x1p+2f * ATM_local_ptr_pair14);
  ATM_local_ptr[16] = ATM_local_ptr_pair16 + (0x1p+2f * ATM_local_ptr_pair18);
  ATM_local_ptr[17] = ATM_local_ptr_pair20 + (0x1p+2f * ATM_local_ptr_pair22);
  ATM_local_ptr[18] = ((float)pkf_m_tile[(34560 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ATM_local_ptr_pair1 + (0x1p+3f * ATM_local_ptr_pair3);
  ATM_local_ptr[19] = ((float)pkf_m_tile[(35712 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ATM_local_ptr_pair5 + (0x1p+3f * ATM_local_ptr_pair7);
  ATM_local_ptr[20] = ((float)pkf_m_tile[(36864 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ATM_local_ptr_pair9 + (0x1p+3f * ATM_local_ptr_pair11);
  ATM_local_ptr[21] = ((float)pkf_m_tile[(38016 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ATM_local_ptr_pair13 + (0x1p+3f * ATM_local_ptr_pair15);
  ATM_local_ptr[22] = ((float)pkf_m_tile[(39168 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ATM_local_ptr_pair17 + (0x1p+3f * ATM_local_ptr_pair19);
  ATM_local_ptr[23] = ((float)pkf_m_tile[(40320 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) / 200704 * 1152 + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) + ((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) * 256) + ((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256))) % 200704 - ((int)blockIdx.x) * 1024) / 64 * 8))]) + ATM_local_ptr_pair21 + (0x1p+3f * ATM_local_ptr_pair23);
  const auto Y_tile_local_ptr_pair0 = ATM_local_ptr[1] + ATM_local_ptr[2];
  const auto Y_tile_local_ptr_pair1 = ATM_local_ptr[1] - ATM_local_ptr[2];
  const auto Y_tile_local_ptr_pair2 = ATM_local_ptr[3] + ATM_local_ptr[4];
  const auto Y_tile_local_ptr_pair3 = ATM_local_ptr[3] - ATM_local_ptr[4];
  const auto Y_tile_local_ptr_pair4 = ATM_local_ptr[7] + ATM_local_ptr[8];
  const auto Y_tile_local_ptr_pair5 = ATM_local_ptr[7] - ATM_local_ptr[8];
  const auto Y_tile_local_ptr_pair6 = ATM_local_ptr[9] + ATM_local_ptr[10];
  const auto Y_tile_local_ptr_pair7 = ATM_local_ptr[9] - ATM_local_ptr[10];
  const auto Y_tile_local_ptr_pair8 = ATM_local_ptr[13] + ATM_local_ptr[14];
  const auto Y_tile_local_ptr_pair9 = ATM_local_ptr[13] - ATM_local_ptr[14];
  const auto Y_tile_local_ptr_pair10 = ATM_local_ptr[15] + ATM_local_ptr[16];
  const auto Y_tile_local_ptr_pair11 = ATM_local_ptr[15] - ATM_local_ptr[16];
  const auto Y_tile_local_ptr_pair12 = ATM_local_ptr[19] + ATM_local_ptr[20];
  const auto Y_tile_local_ptr_pair13 = ATM_local_ptr[19] - ATM_local_ptr[20];
  const auto Y_tile_local_ptr_pair14 = ATM_local_ptr[21] + ATM_local_ptr[22];
  const auto Y_tile_local_ptr_pair15 = ATM_local_ptr[21] - ATM_local_ptr[22];
  Y_tile_local_ptr[0] = ATM_local_ptr[0] + Y_tile_local_ptr_pair0 + Y_tile_local_ptr_pair2;
  Y_tile_local_ptr[1] = Y_tile_local_ptr_pair1 + (0x1p+1f * Y_tile_local_ptr_pair3);
  Y_tile_local_ptr[2] = Y_tile_local_ptr_pair0 + (0x1p+2f * Y_tile_local_ptr_pair2);
  Y_tile_local_ptr[3] = ATM_local_ptr[5] + Y_tile_local_ptr_pair1 + (0x1p+3f * Y_tile_local_ptr_pair3);
  Y_tile_local_ptr[4] = ATM_local_ptr[6] + Y_tile_local_ptr_pair4 + Y_tile_local_ptr_pair6;
  Y_tile_local_ptr[5] = Y_tile_local_ptr_pair5 + (0x1p+1f * Y_tile_local_ptr_pair7);
  Y_tile_local_ptr[6] = Y_tile_local_ptr_pair4 + (0x1p+2f * Y_tile_local_ptr_pair6);
  Y_tile_local_ptr[7] = ATM_local_ptr[11] + Y_tile_local_ptr_pair5 + (0x1p+3f * Y_tile_local_ptr_pair7);
  Y_tile_local_ptr[8] = ATM_local_ptr[12] + Y_tile_local_ptr_pair8 + Y_tile_local_ptr_pair10;
  Y_tile_local_ptr[9] = Y_tile_local_ptr_pair9 + (0x1p+1f * Y_tile_local_ptr_pair11);
  Y_tile_local_ptr[10] = Y_tile_local_ptr_pair8 + (0x1p+2f * Y_tile_local_ptr_pair10);
  Y_tile_local_ptr[11] = ATM_local_ptr[17] + Y_tile_local_ptr_pair9 + (0x1p+3f * Y_tile_local_ptr_pair11);
  Y_tile_local_ptr[12] = ATM_local_ptr[18] + Y_tile_local_ptr_pair12 + Y_tile_local_ptr_pair14;
  Y_tile_local_ptr[13] = Y_tile_local_ptr_pair13 + (0x1p+1f * Y_tile_local_ptr_pair15);
  Y_tile_local_ptr[14] = Y_tile_local_ptr_pair12 + (0x1p+2f * Y_tile_local_ptr_pair14);
  Y_tile_local_ptr[15] = ATM_local_ptr[23] + Y_tile_local_ptr_pair13 + (0x1p+3f * Y_tile_local_ptr_pair15);
  int cse_v26 = (((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63));
  y_ptr[(((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63))] = ((half)Y_tile_local_ptr[0]);
  y_ptr[((((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63)) + 64)] = ((half)Y_tile_local_ptr[1]);
  y_ptr[((((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63)) + 128)] = ((half)Y_tile_local_ptr[2]);
  y_ptr[((((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63)) + 192)] = ((half)Y_tile_local_ptr[3]);
  y_ptr[((((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63)) + 14336)] = ((half)Y_tile_local_ptr[4]);
  y_ptr[((((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63)) + 14400)] = ((half)Y_tile_local_ptr[5]);
  y_ptr[((((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63)) + 14464)] = ((half)Y_tile_local_ptr[6]);
  y_ptr[((((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63)) + 14528)] = ((half)Y_tile_local_ptr[7]);
  y_ptr[((((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63)) + 28672)] = ((half)Y_tile_local_ptr[8]);
  y_ptr[((((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63)) + 28736)] = ((half)Y_tile_local_ptr[9]);
  y_ptr[((((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63)) + 28800)] = ((half)Y_tile_local_ptr[10]);
  y_ptr[((((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63)) + 28864)] = ((half)Y_tile_local_ptr[11]);
  y_ptr[((((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63)) + 43008)] = ((half)Y_tile_local_ptr[12]);
  y_ptr[((((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63)) + 43072)] = ((half)Y_tile_local_ptr[13]);
  y_ptr[((((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63)) + 43136)] = ((half)Y_tile_local_ptr[14]);
  y_ptr[((((((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) / 14) * 57344) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) / 256) % 14) * 1024)) + ((((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) >> 6) * 256)) + (((((int)blockIdx.x) * 1024 + pkf_otrans_task) % 256) & 63)) + 43200)] = ((half)Y_tile_local_ptr[15]);
}
}