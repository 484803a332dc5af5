package cn.xingpan.app;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
