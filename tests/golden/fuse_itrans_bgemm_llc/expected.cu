extern "C" __global__ void __launch_bounds__(192) pkf_llc_16_itrans_bgemm(half* __restrict__ M_ptr, half* __restrict__ U_ptr, half* __restrict__ V_ptr, half* __restrict__ x_ptr) {
  extern __shared__ __align__(128) unsigned char pkf_smem[];
  // ITrans of this block's tiles: 32 one-warp ITrans blocks, taken in turn by the 6 warps.
  for (int pkf_task = (int)threadIdx.y; pkf_task < 32; pkf_task += 6) {
  half* d_shared_ptr = (half*)(pkf_smem + 0 + (threadIdx.y) * 2448);
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
  BTd_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  __syncwarp();
  BTd_local_ptr[0] = (BTd_local_ptr[0] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[((int)threadIdx.x)])));
  BTd_local_ptr[0] = (BTd_local_ptr[0] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 408)])));
  BTd_local_ptr[0] = (BTd_local_ptr[0] + ((float)d_shared_ptr[(((int)threadIdx.x) + 816)]));
  BTd_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[1] = (BTd_local_ptr[1] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 34)])));
  BTd_local_ptr[1] = (BTd_local_ptr[1] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 442)])));
  BTd_local_ptr[1] = (BTd_local_ptr[1] + ((float)d_shared_ptr[(((int)threadIdx.x) + 850)]));
  BTd_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[2] = (BTd_local_ptr[2] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 68)])));
  BTd_local_ptr[2] = (BTd_local_ptr[2] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 476)])));
  BTd_local_ptr[2] = (BTd_local_ptr[2] + ((float)d_shared_ptr[(((int)threadIdx.x) + 884)]));
  BTd_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[3] = (BTd_local_ptr[3] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 102)])));
  BTd_local_ptr[3] = (BTd_local_ptr[3] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 510)])));
  BTd_local_ptr[3] = (BTd_local_ptr[3] + ((float)d_shared_ptr[(((int)threadIdx.x) + 918)]));
  BTd_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[4] = (BTd_local_ptr[4] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 136)])));
  BTd_local_ptr[4] = (BTd_local_ptr[4] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 544)])));
  BTd_local_ptr[4] = (BTd_local_ptr[4] + ((float)d_shared_ptr[(((int)threadIdx.x) + 952)]));
  BTd_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[5] = (BTd_local_ptr[5] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 170)])));
  BTd_local_ptr[5] = (BTd_local_ptr[5] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 578)])));
  BTd_local_ptr[5] = (BTd_local_ptr[5] + ((float)d_shared_ptr[(((int)threadIdx.x) + 986)]));
  BTd_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[6] = (BTd_local_ptr[6] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 204)])));
  BTd_local_ptr[6] = (BTd_local_ptr[6] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 408)])));
  BTd_local_ptr[6] = (BTd_local_ptr[6] + ((float)d_shared_ptr[(((int)threadIdx.x) + 612)]));
  BTd_local_ptr[6] = (BTd_local_ptr[6] + ((float)d_shared_ptr[(((int)threadIdx.x) + 816)]));
  BTd_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[7] = (BTd_local_ptr[7] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 238)])));
  BTd_local_ptr[7] = (BTd_local_ptr[7] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 442)])));
  BTd_local_ptr[7] = (BTd_local_ptr[7] + ((float)d_shared_ptr[(((int)threadIdx.x) + 646)]));
  BTd_local_ptr[7] = (BTd_local_ptr[7] + ((float)d_shared_ptr[(((int)threadIdx.x) + 850)]));
  BTd_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[8] = (BTd_local_ptr[8] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 272)])));
  BTd_local_ptr[8] = (BTd_local_ptr[8] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 476)])));
  BTd_local_ptr[8] = (BTd_local_ptr[8] + ((float)d_shared_ptr[(((int)threadIdx.x) + 680)]));
  BTd_local_ptr[8] = (BTd_local_ptr[8] + ((float)d_shared_ptr[(((int)threadIdx.x) + 884)]));
  BTd_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[9] = (BTd_local_ptr[9] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 306)])));
  BTd_local_ptr[9] = (BTd_local_ptr[9] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 510)])));
  BTd_local_ptr[9] = (BTd_local_ptr[9] + ((float)d_shared_ptr[(((int)threadIdx.x) + 714)]));
  BTd_local_ptr[9] = (BTd_local_ptr[9] + ((float)d_shared_ptr[(((int)threadIdx.x) + 918)]));
  BTd_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[10] = (BTd_local_ptr[10] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 340)])));
  BTd_local_ptr[10] = (BTd_local_ptr[10] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 544)])));
  BTd_local_ptr[10] = (BTd_local_ptr[10] + ((float)d_shared_ptr[(((int)threadIdx.x) + 748)]));
  BTd_local_ptr[10] = (BTd_local_ptr[10] + ((float)d_shared_ptr[(((int)threadIdx.x) + 952)]));
  BTd_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[11] = (BTd_local_ptr[11] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 374)])));
  BTd_local_ptr[11] = (BTd_local_ptr[11] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 578)])));
  BTd_local_ptr[11] = (BTd_local_ptr[11] + ((float)d_shared_ptr[(((int)threadIdx.x) + 782)]));
  BTd_local_ptr[11] = (BTd_local_ptr[11] + ((float)d_shared_ptr[(((int)threadIdx.x) + 986)]));
  BTd_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[12] = (BTd_local_ptr[12] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 204)])));
  BTd_local_ptr[12] = (BTd_local_ptr[12] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 408)])));
  BTd_local_ptr[12] = (BTd_local_ptr[12] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 612)])));
  BTd_local_ptr[12] = (BTd_local_ptr[12] + ((float)d_shared_ptr[(((int)threadIdx.x) + 816)]));
  BTd_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[13] = (BTd_local_ptr[13] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 238)])));
  BTd_local_ptr[13] = (BTd_local_ptr[13] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 442)])));
  BTd_local_ptr[13] = (BTd_local_ptr[13] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 646)])));
  BTd_local_ptr[13] = (BTd_local_ptr[13] + ((float)d_shared_ptr[(((int)threadIdx.x) + 850)]));
  BTd_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[14] = (BTd_local_ptr[14] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 272)])));
  BTd_local_ptr[14] = (BTd_local_ptr[14] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 476)])));
  BTd_local_ptr[14] = (BTd_local_ptr[14] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 680)])));
  BTd_local_ptr[14] = (BTd_local_ptr[14] + ((float)d_shared_ptr[(((int)threadIdx.x) + 884)]));
  BTd_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[15] = (BTd_local_ptr[15] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 306)])));
  BTd_local_ptr[15] = (BTd_local_ptr[15] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 510)])));
  BTd_local_ptr[15] = (BTd_local_ptr[15] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 714)])));
  BTd_local_ptr[15] = (BTd_local_ptr[15] + ((float)d_shared_ptr[(((int)threadIdx.x) + 918)]));
  BTd_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[16] = (BTd_local_ptr[16] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 340)])));
  BTd_local_ptr[16] = (BTd_local_ptr[16] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 544)])));
  BTd_local_ptr[16] = (BTd_local_ptr[16] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 748)])));
  BTd_local_ptr[16] = (BTd_local_ptr[16] + ((float)d_shared_ptr[(((int)threadIdx.x) + 952)]));
  BTd_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[17] = (BTd_local_ptr[17] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 374)])));
  BTd_local_ptr[17] = (BTd_local_ptr[17] + (-0x1p+2f/*-4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 578)])));
  BTd_local_ptr[17] = (BTd_local_ptr[17] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 782)])));
  BTd_local_ptr[17] = (BTd_local_ptr[17] + ((float)d_shared_ptr[(((int)threadIdx.x) + 986)]));
  BTd_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[18] = (BTd_local_ptr[18] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 204)])));
  BTd_local_ptr[18] = (BTd_local_ptr[18] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 408)])));
  BTd_local_ptr[18] = (BTd_local_ptr[18] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 612)])));
  BTd_local_ptr[18] = (BTd_local_ptr[18] + ((float)d_shared_ptr[(((int)threadIdx.x) + 816)]));
  BTd_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[19] = (BTd_local_ptr[19] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 238)])));
  BTd_local_ptr[19] = (BTd_local_ptr[19] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 442)])));
  BTd_local_ptr[19] = (BTd_local_ptr[19] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 646)])));
  BTd_local_ptr[19] = (BTd_local_ptr[19] + ((float)d_shared_ptr[(((int)threadIdx.x) + 850)]));
  BTd_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[20] = (BTd_local_ptr[20] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 272)])));
  BTd_local_ptr[20] = (BTd_local_ptr[20] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 476)])));
  BTd_local_ptr[20] = (BTd_local_ptr[20] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 680)])));
  BTd_local_ptr[20] = (BTd_local_ptr[20] + ((float)d_shared_ptr[(((int)threadIdx.x) + 884)]));
  BTd_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[21] = (BTd_local_ptr[21] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 306)])));
  BTd_local_ptr[21] = (BTd_local_ptr[21] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 510)])));
  BTd_local_ptr[21] = (BTd_local_ptr[21] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 714)])));
  BTd_local_ptr[21] = (BTd_local_ptr[21] + ((float)d_shared_ptr[(((int)threadIdx.x) + 918)]));
  BTd_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[22] = (BTd_local_ptr[22] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 340)])));
  BTd_local_ptr[22] = (BTd_local_ptr[22] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 544)])));
  BTd_local_ptr[22] = (BTd_local_ptr[22] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 748)])));
  BTd_local_ptr[22] = (BTd_local_ptr[22] + ((float)d_shared_ptr[(((int)threadIdx.x) + 952)]));
  BTd_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[23] = (BTd_local_ptr[23] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 374)])));
  BTd_local_ptr[23] = (BTd_local_ptr[23] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 578)])));
  BTd_local_ptr[23] = (BTd_local_ptr[23] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 782)])));
  BTd_local_ptr[23] = (BTd_local_ptr[23] + ((float)d_shared_ptr[(((int)threadIdx.x) + 986)]));
  BTd_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[24] = (BTd_local_ptr[24] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 204)])));
  BTd_local_ptr[24] = (BTd_local_ptr[24] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 408)])));
  BTd_local_ptr[24] = (BTd_local_ptr[24] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 612)])));
  BTd_local_ptr[24] = (BTd_local_ptr[24] + ((float)d_shared_ptr[(((int)threadIdx.x) + 816)]));
  BTd_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[25] = (BTd_local_ptr[25] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 238)])));
  BTd_local_ptr[25] = (BTd_local_ptr[25] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 442)])));
  BTd_local_ptr[25] = (BTd_local_ptr[25] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 646)])));
  BTd_local_ptr[25] = (BTd_local_ptr[25] + ((float)d_shared_ptr[(((int)threadIdx.x) + 850)]));
  BTd_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[26] = (BTd_local_ptr[26] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 272)])));
  BTd_local_ptr[26] = (BTd_local_ptr[26] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 476)])));
  BTd_local_ptr[26] = (BTd_local_ptr[26] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 680)])));
  BTd_local_ptr[26] = (BTd_local_ptr[26] + ((float)d_shared_ptr[(((int)threadIdx.x) + 884)]));
  BTd_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[27] = (BTd_local_ptr[27] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 306)])));
  BTd_local_ptr[27] = (BTd_local_ptr[27] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 510)])));
  BTd_local_ptr[27] = (BTd_local_ptr[27] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 714)])));
  BTd_local_ptr[27] = (BTd_local_ptr[27] + ((float)d_shared_ptr[(((int)threadIdx.x) + 918)]));
  BTd_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[28] = (BTd_local_ptr[28] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 340)])));
  BTd_local_ptr[28] = (BTd_local_ptr[28] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 544)])));
  BTd_local_ptr[28] = (BTd_local_ptr[28] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 748)])));
  BTd_local_ptr[28] = (BTd_local_ptr[28] + ((float)d_shared_ptr[(((int)threadIdx.x) + 952)]));
  BTd_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[29] = (BTd_local_ptr[29] + (0x1p+1f/*2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 374)])));
  BTd_local_ptr[29] = (BTd_local_ptr[29] + (-0x1p+0f/*-1.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 578)])));
  BTd_local_ptr[29] = (BTd_local_ptr[29] + (-0x1p+1f/*-2.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 782)])));
  BTd_local_ptr[29] = (BTd_local_ptr[29] + ((float)d_shared_ptr[(((int)threadIdx.x) + 986)]));
  BTd_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[30] = (BTd_local_ptr[30] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 204)])));
  BTd_local_ptr[30] = (BTd_local_ptr[30] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 612)])));
  BTd_local_ptr[30] = (BTd_local_ptr[30] + ((float)d_shared_ptr[(((int)threadIdx.x) + 1020)]));
  BTd_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[31] = (BTd_local_ptr[31] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 238)])));
  BTd_local_ptr[31] = (BTd_local_ptr[31] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 646)])));
  BTd_local_ptr[31] = (BTd_local_ptr[31] + ((float)d_shared_ptr[(((int)threadIdx.x) + 1054)]));
  BTd_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[32] = (BTd_local_ptr[32] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 272)])));
  BTd_local_ptr[32] = (BTd_local_ptr[32] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 680)])));
  BTd_local_ptr[32] = (BTd_local_ptr[32] + ((float)d_shared_ptr[(((int)threadIdx.x) + 1088)]));
  BTd_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[33] = (BTd_local_ptr[33] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 306)])));
  BTd_local_ptr[33] = (BTd_local_ptr[33] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 714)])));
  BTd_local_ptr[33] = (BTd_local_ptr[33] + ((float)d_shared_ptr[(((int)threadIdx.x) + 1122)]));
  BTd_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[34] = (BTd_local_ptr[34] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 340)])));
  BTd_local_ptr[34] = (BTd_local_ptr[34] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 748)])));
  BTd_local_ptr[34] = (BTd_local_ptr[34] + ((float)d_shared_ptr[(((int)threadIdx.x) + 1156)]));
  BTd_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  BTd_local_ptr[35] = (BTd_local_ptr[35] + (0x1p+2f/*4.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 374)])));
  BTd_local_ptr[35] = (BTd_local_ptr[35] + (-0x1.4p+2f/*-5.000000e+00*/ * ((float)d_shared_ptr[(((int)threadIdx.x) + 782)])));
  BTd_local_ptr[35] = (BTd_local_ptr[35] + ((float)d_shared_ptr[(((int)threadIdx.x) + 1190)]));
  V_acc_local_ptr[0] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[0] = (V_acc_local_ptr[0] + (BTd_local_ptr[0] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[0] = (V_acc_local_ptr[0] + (BTd_local_ptr[2] * -0x1.4p+2f/*-5.000000e+00*/));
  V_acc_local_ptr[0] = (V_acc_local_ptr[0] + BTd_local_ptr[4]);
  V_acc_local_ptr[1] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[1] = (V_acc_local_ptr[1] + (BTd_local_ptr[1] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[1] = (V_acc_local_ptr[1] + (BTd_local_ptr[2] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[1] = (V_acc_local_ptr[1] + BTd_local_ptr[3]);
  V_acc_local_ptr[1] = (V_acc_local_ptr[1] + BTd_local_ptr[4]);
  V_acc_local_ptr[2] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[2] = (V_acc_local_ptr[2] + (BTd_local_ptr[1] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[2] = (V_acc_local_ptr[2] + (BTd_local_ptr[2] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[2] = (V_acc_local_ptr[2] + (BTd_local_ptr[3] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[2] = (V_acc_local_ptr[2] + BTd_local_ptr[4]);
  V_acc_local_ptr[3] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[3] = (V_acc_local_ptr[3] + (BTd_local_ptr[1] * -0x1p+1f/*-2.000000e+00*/));
  V_acc_local_ptr[3] = (V_acc_local_ptr[3] + (BTd_local_ptr[2] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[3] = (V_acc_local_ptr[3] + (BTd_local_ptr[3] * 0x1p+1f/*2.000000e+00*/));
  V_acc_local_ptr[3] = (V_acc_local_ptr[3] + BTd_local_ptr[4]);
  V_acc_local_ptr[4] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[4] = (V_acc_local_ptr[4] + (BTd_local_ptr[1] * 0x1p+1f/*2.000000e+00*/));
  V_acc_local_ptr[4] = (V_acc_local_ptr[4] + (BTd_local_ptr[2] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[4] = (V_acc_local_ptr[4] + (BTd_local_ptr[3] * -0x1p+1f/*-2.000000e+00*/));
  V_acc_local_ptr[4] = (V_acc_local_ptr[4] + BTd_local_ptr[4]);
  V_acc_local_ptr[5] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[5] = (V_acc_local_ptr[5] + (BTd_local_ptr[1] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[5] = (V_acc_local_ptr[5] + (BTd_local_ptr[3] * -0x1.4p+2f/*-5.000000e+00*/));
  V_acc_local_ptr[5] = (V_acc_local_ptr[5] + BTd_local_ptr[5]);
  V_acc_local_ptr[6] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[6] = (V_acc_local_ptr[6] + (BTd_local_ptr[6] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[6] = (V_acc_local_ptr[6] + (BTd_local_ptr[8] * -0x1.4p+2f/*-5.000000e+00*/));
  V_acc_local_ptr[6] = (V_acc_local_ptr[6] + BTd_local_ptr[10]);
  V_acc_local_ptr[7] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[7] = (V_acc_local_ptr[7] + (BTd_local_ptr[7] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[7] = (V_acc_local_ptr[7] + (BTd_local_ptr[8] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[7] = (V_acc_local_ptr[7] + BTd_local_ptr[9]);
  V_acc_local_ptr[7] = (V_acc_local_ptr[7] + BTd_local_ptr[10]);
  V_acc_local_ptr[8] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[8] = (V_acc_local_ptr[8] + (BTd_local_ptr[7] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[8] = (V_acc_local_ptr[8] + (BTd_local_ptr[8] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[8] = (V_acc_local_ptr[8] + (BTd_local_ptr[9] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[8] = (V_acc_local_ptr[8] + BTd_local_ptr[10]);
  V_acc_local_ptr[9] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[9] = (V_acc_local_ptr[9] + (BTd_local_ptr[7] * -0x1p+1f/*-2.000000e+00*/));
  V_acc_local_ptr[9] = (V_acc_local_ptr[9] + (BTd_local_ptr[8] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[9] = (V_acc_local_ptr[9] + (BTd_local_ptr[9] * 0x1p+1f/*2.000000e+00*/));
  V_acc_local_ptr[9] = (V_acc_local_ptr[9] + BTd_local_ptr[10]);
  V_acc_local_ptr[10] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[10] = (V_acc_local_ptr[10] + (BTd_local_ptr[7] * 0x1p+1f/*2.000000e+00*/));
  V_acc_local_ptr[10] = (V_acc_local_ptr[10] + (BTd_local_ptr[8] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[10] = (V_acc_local_ptr[10] + (BTd_local_ptr[9] * -0x1p+1f/*-2.000000e+00*/));
  V_acc_local_ptr[10] = (V_acc_local_ptr[10] + BTd_local_ptr[10]);
  V_acc_local_ptr[11] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[11] = (V_acc_local_ptr[11] + (BTd_local_ptr[7] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[11] = (V_acc_local_ptr[11] + (BTd_local_ptr[9] * -0x1.4p+2f/*-5.000000e+00*/));
  V_acc_local_ptr[11] = (V_acc_local_ptr[11] + BTd_local_ptr[11]);
  V_acc_local_ptr[12] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[12] = (V_acc_local_ptr[12] + (BTd_local_ptr[12] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[12] = (V_acc_local_ptr[12] + (BTd_local_ptr[14] * -0x1.4p+2f/*-5.000000e+00*/));
  V_acc_local_ptr[12] = (V_acc_local_ptr[12] + BTd_local_ptr[16]);
  V_acc_local_ptr[13] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[13] = (V_acc_local_ptr[13] + (BTd_local_ptr[13] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[13] = (V_acc_local_ptr[13] + (BTd_local_ptr[14] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[13] = (V_acc_local_ptr[13] + BTd_local_ptr[15]);
  V_acc_local_ptr[13] = (V_acc_local_ptr[13] + BTd_local_ptr[16]);
  V_acc_local_ptr[14] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[14] = (V_acc_local_ptr[14] + (BTd_local_ptr[13] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[14] = (V_acc_local_ptr[14] + (BTd_local_ptr[14] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[14] = (V_acc_local_ptr[14] + (BTd_local_ptr[15] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[14] = (V_acc_local_ptr[14] + BTd_local_ptr[16]);
  V_acc_local_ptr[15] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[15] = (V_acc_local_ptr[15] + (BTd_local_ptr[13] * -0x1p+1f/*-2.000000e+00*/));
  V_acc_local_ptr[15] = (V_acc_local_ptr[15] + (BTd_local_ptr[14] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[15] = (V_acc_local_ptr[15] + (BTd_local_ptr[15] * 0x1p+1f/*2.000000e+00*/));
  V_acc_local_ptr[15] = (V_acc_local_ptr[15] + BTd_local_ptr[16]);
  V_acc_local_ptr[16] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[16] = (V_acc_local_ptr[16] + (BTd_local_ptr[13] * 0x1p+1f/*2.000000e+00*/));
  V_acc_local_ptr[16] = (V_acc_local_ptr[16] + (BTd_local_ptr[14] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[16] = (V_acc_local_ptr[16] + (BTd_local_ptr[15] * -0x1p+1f/*-2.000000e+00*/));
  V_acc_local_ptr[16] = (V_acc_local_ptr[16] + BTd_local_ptr[16]);
  V_acc_local_ptr[17] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[17] = (V_acc_local_ptr[17] + (BTd_local_ptr[13] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[17] = (V_acc_local_ptr[17] + (BTd_local_ptr[15] * -0x1.4p+2f/*-5.000000e+00*/));
  V_acc_local_ptr[17] = (V_acc_local_ptr[17] + BTd_local_ptr[17]);
  V_acc_local_ptr[18] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[18] = (V_acc_local_ptr[18] + (BTd_local_ptr[18] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[18] = (V_acc_local_ptr[18] + (BTd_local_ptr[20] * -0x1.4p+2f/*-5.000000e+00*/));
  V_acc_local_ptr[18] = (V_acc_local_ptr[18] + BTd_local_ptr[22]);
  V_acc_local_ptr[19] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[19] = (V_acc_local_ptr[19] + (BTd_local_ptr[19] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[19] = (V_acc_local_ptr[19] + (BTd_local_ptr[20] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[19] = (V_acc_local_ptr[19] + BTd_local_ptr[21]);
  V_acc_local_ptr[19] = (V_acc_local_ptr[19] + BTd_local_ptr[22]);
  V_acc_local_ptr[20] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[20] = (V_acc_local_ptr[20] + (BTd_local_ptr[19] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[20] = (V_acc_local_ptr[20] + (BTd_local_ptr[20] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[20] = (V_acc_local_ptr[20] + (BTd_local_ptr[21] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[20] = (V_acc_local_ptr[20] + BTd_local_ptr[22]);
  V_acc_local_ptr[21] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[21] = (V_acc_local_ptr[21] + (BTd_local_ptr[19] * -0x1p+1f/*-2.000000e+00*/));
  V_acc_local_ptr[21] = (V_acc_local_ptr[21] + (BTd_local_ptr[20] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[21] = (V_acc_local_ptr[21] + (BTd_local_ptr[21] * 0x1p+1f/*2.000000e+00*/));
  V_acc_local_ptr[21] = (V_acc_local_ptr[21] + BTd_local_ptr[22]);
  V_acc_local_ptr[22] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[22] = (V_acc_local_ptr[22] + (BTd_local_ptr[19] * 0x1p+1f/*2.000000e+00*/));
  V_acc_local_ptr[22] = (V_acc_local_ptr[22] + (BTd_local_ptr[20] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[22] = (V_acc_local_ptr[22] + (BTd_local_ptr[21] * -0x1p+1f/*-2.000000e+00*/));
  V_acc_local_ptr[22] = (V_acc_local_ptr[22] + BTd_local_ptr[22]);
  V_acc_local_ptr[23] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[23] = (V_acc_local_ptr[23] + (BTd_local_ptr[19] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[23] = (V_acc_local_ptr[23] + (BTd_local_ptr[21] * -0x1.4p+2f/*-5.000000e+00*/));
  V_acc_local_ptr[23] = (V_acc_local_ptr[23] + BTd_local_ptr[23]);
  V_acc_local_ptr[24] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[24] = (V_acc_local_ptr[24] + (BTd_local_ptr[24] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[24] = (V_acc_local_ptr[24] + (BTd_local_ptr[26] * -0x1.4p+2f/*-5.000000e+00*/));
  V_acc_local_ptr[24] = (V_acc_local_ptr[24] + BTd_local_ptr[28]);
  V_acc_local_ptr[25] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[25] = (V_acc_local_ptr[25] + (BTd_local_ptr[25] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[25] = (V_acc_local_ptr[25] + (BTd_local_ptr[26] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[25] = (V_acc_local_ptr[25] + BTd_local_ptr[27]);
  V_acc_local_ptr[25] = (V_acc_local_ptr[25] + BTd_local_ptr[28]);
  V_acc_local_ptr[26] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[26] = (V_acc_local_ptr[26] + (BTd_local_ptr[25] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[26] = (V_acc_local_ptr[26] + (BTd_local_ptr[26] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[26] = (V_acc_local_ptr[26] + (BTd_local_ptr[27] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[26] = (V_acc_local_ptr[26] + BTd_local_ptr[28]);
  V_acc_local_ptr[27] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[27] = (V_acc_local_ptr[27] + (BTd_local_ptr[25] * -0x1p+1f/*-2.000000e+00*/));
  V_acc_local_ptr[27] = (V_acc_local_ptr[27] + (BTd_local_ptr[26] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[27] = (V_acc_local_ptr[27] + (BTd_local_ptr[27] * 0x1p+1f/*2.000000e+00*/));
  V_acc_local_ptr[27] = (V_acc_local_ptr[27] + BTd_local_ptr[28]);
  V_acc_local_ptr[28] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[28] = (V_acc_local_ptr[28] + (BTd_local_ptr[25] * 0x1p+1f/*2.000000e+00*/));
  V_acc_local_ptr[28] = (V_acc_local_ptr[28] + (BTd_local_ptr[26] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[28] = (V_acc_local_ptr[28] + (BTd_local_ptr[27] * -0x1p+1f/*-2.000000e+00*/));
  V_acc_local_ptr[28] = (V_acc_local_ptr[28] + BTd_local_ptr[28]);
  V_acc_local_ptr[29] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[29] = (V_acc_local_ptr[29] + (BTd_local_ptr[25] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[29] = (V_acc_local_ptr[29] + (BTd_local_ptr[27] * -0x1.4p+2f/*-5.000000e+00*/));
  V_acc_local_ptr[29] = (V_acc_local_ptr[29] + BTd_local_ptr[29]);
  V_acc_local_ptr[30] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[30] = (V_acc_local_ptr[30] + (BTd_local_ptr[30] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[30] = (V_acc_local_ptr[30] + (BTd_local_ptr[32] * -0x1.4p+2f/*-5.000000e+00*/));
  V_acc_local_ptr[30] = (V_acc_local_ptr[30] + BTd_local_ptr[34]);
  V_acc_local_ptr[31] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[31] = (V_acc_local_ptr[31] + (BTd_local_ptr[31] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[31] = (V_acc_local_ptr[31] + (BTd_local_ptr[32] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[31] = (V_acc_local_ptr[31] + BTd_local_ptr[33]);
  V_acc_local_ptr[31] = (V_acc_local_ptr[31] + BTd_local_ptr[34]);
  V_acc_local_ptr[32] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[32] = (V_acc_local_ptr[32] + (BTd_local_ptr[31] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[32] = (V_acc_local_ptr[32] + (BTd_local_ptr[32] * -0x1p+2f/*-4.000000e+00*/));
  V_acc_local_ptr[32] = (V_acc_local_ptr[32] + (BTd_local_ptr[33] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[32] = (V_acc_local_ptr[32] + BTd_local_ptr[34]);
  V_acc_local_ptr[33] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[33] = (V_acc_local_ptr[33] + (BTd_local_ptr[31] * -0x1p+1f/*-2.000000e+00*/));
  V_acc_local_ptr[33] = (V_acc_local_ptr[33] + (BTd_local_ptr[32] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[33] = (V_acc_local_ptr[33] + (BTd_local_ptr[33] * 0x1p+1f/*2.000000e+00*/));
  V_acc_local_ptr[33] = (V_acc_local_ptr[33] + BTd_local_ptr[34]);
  V_acc_local_ptr[34] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[34] = (V_acc_local_ptr[34] + (BTd_local_ptr[31] * 0x1p+1f/*2.000000e+00*/));
  V_acc_local_ptr[34] = (V_acc_local_ptr[34] + (BTd_local_ptr[32] * -0x1p+0f/*-1.000000e+00*/));
  V_acc_local_ptr[34] = (V_acc_local_ptr[34] + (BTd_local_ptr[33] * -0x1p+1f/*-2.000000e+00*/));
  V_acc_local_ptr[34] = (V_acc_local_ptr[34] + BTd_local_ptr[34]);
  V_acc_local_ptr[35] = 0x0p+0f/*0.000000e+00*/;
  V_acc_local_ptr[35] = (V_acc_local_ptr[35] + (BTd_local_ptr[31] * 0x1p+2f/*4.000000e+00*/));
  V_acc_local_ptr[35] = (V_acc_local_ptr[35] + (BTd_local_ptr[33] * -0x1.4p+2f/*-5.000000e+00*/));
  V_acc_local_ptr[35] = (V_acc_local_ptr[35] + BTd_local_ptr[35]);
  int cse_v37 = (((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x));
  V_ptr[(((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x))] = ((half)V_acc_local_ptr[0]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 200704)] = ((half)V_acc_local_ptr[1]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 401408)] = ((half)V_acc_local_ptr[2]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 602112)] = ((half)V_acc_local_ptr[3]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 802816)] = ((half)V_acc_local_ptr[4]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 1003520)] = ((half)V_acc_local_ptr[5]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 1204224)] = ((half)V_acc_local_ptr[6]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 1404928)] = ((half)V_acc_local_ptr[7]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 1605632)] = ((half)V_acc_local_ptr[8]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 1806336)] = ((half)V_acc_local_ptr[9]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 2007040)] = ((half)V_acc_local_ptr[10]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 2207744)] = ((half)V_acc_local_ptr[11]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 2408448)] = ((half)V_acc_local_ptr[12]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 2609152)] = ((half)V_acc_local_ptr[13]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 2809856)] = ((half)V_acc_local_ptr[14]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 3010560)] = ((half)V_acc_local_ptr[15]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 3211264)] = ((half)V_acc_local_ptr[16]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 3411968)] = ((half)V_acc_local_ptr[17]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 3612672)] = ((half)V_acc_local_ptr[18]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 3813376)] = ((half)V_acc_local_ptr[19]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 4014080)] = ((half)V_acc_local_ptr[20]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 4214784)] = ((half)V_acc_local_ptr[21]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 4415488)] = ((half)V_acc_local_ptr[22]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 4616192)] = ((half)V_acc_local_ptr[23]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 4816896)] = ((half)V_acc_local_ptr[24]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 5017600)] = ((half)V_acc_local_ptr[25]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 5218304)] = ((half)V_acc_local_ptr[26]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 5419008)] = ((half)V_acc_local_ptr[27]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 5619712)] = ((half)V_acc_local_ptr[28]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 5820416)] = ((half)V_acc_local_ptr[29]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 6021120)] = ((half)V_acc_local_ptr[30]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 6221824)] = ((half)V_acc_local_ptr[31]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 6422528)] = ((half)V_acc_local_ptr[32]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 6623232)] = ((half)V_acc_local_ptr[33]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 6823936)] = ((half)V_acc_local_ptr[34]);
  V_ptr[((((((int)blockIdx.x) * 32 + pkf_task) * 32) + ((int)threadIdx.x)) + 7024640)] = ((half)V_acc_local_ptr[35]);
}
  // The one block barrier PKF needs: all of the block's V is written (and in L2) before any warp reads it.
  __syncthreads();
  {
  for (int e_0 = 0; e_0 < 6; ++e_0) {
    float* M_acc_shared_ptr = (float*)(pkf_smem + 14720);
    nvcuda::wmma::fragment<nvcuda::wmma::accumulator, 16, 16, 16, float> M_acc_wmma_accumulator_ptr[4];
    for (int k_0_1_init = 0; k_0_1_init < 4; ++k_0_1_init) {
      nvcuda::wmma::fill_fragment(M_acc_wmma_accumulator_ptr[k_0_1_init], 0x0p+0f/*0.000000e+00*/);
    }
    int cse_v13 = (((e_0 * 1204224) + (((int)threadIdx.y) * 200704)) + (((int)blockIdx.x) * 1024));
    for (int rc_0_0 = 0; rc_0_0 < 2; ++rc_0_0) {
      half* V_shared_ptr = (half*)(pkf_smem + 40832);
      half* U_shared_ptr = (half*)(pkf_smem + 48512);
      int cse_v1 = (((int)threadIdx.x) >> 2);
      int cse_v2 = (rc_0_0 * 32);
      int cse_v3 = (((int)threadIdx.y) * 640);
      int cse_v9 = ((((int)threadIdx.x) >> 2) * 64);
      int cse_v10 = ((((int)threadIdx.x) & 3) * 8);
      int cse_v11 = ((((int)threadIdx.x) >> 2) * 40);
      __syncwarp();
      for (int ax1_ax2_fused_0 = 0; ax1_ax2_fused_0 < 2; ++ax1_ax2_fused_0) {
        *(uint4*)(V_shared_ptr + ((((((int)threadIdx.y) * 640) + (ax1_ax2_fused_0 * 320)) + ((((int)threadIdx.x) >> 2) * 40)) + ((((int)threadIdx.x) & 3) * 8))) = *(uint4*)(V_ptr + (((((((e_0 * 1204224) + (((int)threadIdx.y) * 200704)) + (((int)blockIdx.x) * 1024)) + (ax1_ax2_fused_0 * 512)) + ((((int)threadIdx.x) >> 2) * 64)) + (rc_0_0 * 32)) + ((((int)threadIdx.x) & 3) * 8)));
      }
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
        nvcuda::wmma::load_matrix_sync(V_shared_wmma_matrix_a_ptr[0], (&(V_shared_ptr[((((int)threadIdx.y) * 640) + (rc_0_1 * 16))])), 40);
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
      *(half4*)(M_ptr + (((((e_0 * 1204224) + (((int)threadIdx.y) * 200704)) + (((int)blockIdx.x) * 1024)) + (ax0_ax1_fused_0 * 128)) + (((int)threadIdx.x) * 4))) = __1;
    }
  }
}
}